import {
  ai,
  benefit,
  bill,
  type ComponentsOf,
  child,
  client,
  detail,
  finance,
  gov,
  group,
  info,
  type MenuTreeEntry,
  market,
  type NamesOf,
  operation,
  page,
  root,
  sale,
  section,
  single,
  teach,
} from './tree-builders.ts';

/**
 * The menu tree of spec §2.3 (plus the single pages of §2.2), titles in zh, en and es: the
 * server seeds it (SysMenu), grants and endpoints name its entries (`MenuName`), the web's view
 * registry maps its components. Plain data (no zod; only its builders imported, so the base files
 * may type against it without a circle).
 *
 * Conventions the web relies on:
 * - a section is a top-level entry: path '/Name', component 'Layout', an antd icon key
 *   (kebab-case base name: 'shop' → ShopOutlined), redirect to its default screen;
 * - a group is component 'ParentView' with children and redirect 'noredirect' (plain text
 *   in the breadcrumb); a screen's component is its view path ('teach/StudentManage');
 * - child paths are relative to their parent; redirects are full paths;
 * - detail pages are hidden from the sidebar and not cached;
 * - names are unique over the whole tree (grants and named routes go by name): where the
 *   spec repeats a name, the second one is prefixed with its section (TeachContractDetail,
 *   GardenClassDetail, ParentFeedback, InfoArticle, ...) and keeps the spec's path.
 */

const tree = [
  section(
    'Market',
    ['招生运营', 'Enrolment operations', 'Operaciones de inscripción'],
    'shop',
    [
      market('SubscribeManage', ['预约报名', 'Appointment enrolment', 'Inscripción con cita']),
      market('CustomerManage', ['客户管理', 'Customer management', 'Gestión de clientes']),
      market('MyCustomer', ['我的客户', 'My customers', 'Mis clientes']),
      market('ContractManage', ['合同管理', 'Contract management', 'Gestión de contratos']),
      detail('market', 'ContractDetail', ['合同详情', 'Contract detail', 'Detalle del contrato']),
      market('ContractPayment', ['家庭缴费', 'Family payments', 'Pagos de las familias']),
      detail('market', 'PaymentReceipt', ['缴费收据', 'Payment receipt', 'Recibo de pago']),
      market('MySchool', ['学校主页', 'School home page', 'Página de la escuela']),
      market('ExtendCode', ['线下推广码', 'Offline promotion code', 'Código de promoción presencial']),
      market('recruit', ['招生话术', 'Enrolment scripts', 'Guiones de inscripción']),
      detail('market', 'CustomerDetail', ['客户详情', 'Customer detail', 'Detalle del cliente']),
      group(
        'EnrollmentTools',
        ['招生工具', 'Enrolment tools', 'Herramientas de inscripción'],
        [market('BizWeixinGroup', ['营销企业微信群', 'Marketing messaging-app groups', 'Grupos de mensajería de marketing'])],
      ),
      group(
        'ThingsList',
        ['物料管理', 'Materials / contract management', 'Materiales / gestión de contratos'],
        [
          market('PackageSet', ['学校套餐', 'School packages', 'Paquetes escolares']),
          market('DiscountItem', ['学校优惠', 'School discounts', 'Descuentos escolares']),
          market('ServiceSet', ['学校项目', 'School items', 'Conceptos escolares']),
          market('ContractPreference', ['合同设置', 'Contract settings', 'Ajustes de contratos']),
        ],
      ),
    ],
    'CustomerManage',
  ),

  section(
    'Teach',
    ['教务管理', 'Teaching affairs', 'Asuntos docentes'],
    'read',
    [
      group(
        'BabyInfo',
        ['幼儿信息', 'Child information', 'Información de los niños'],
        [teach('StudentManage', ['幼儿管理', 'Children', 'Niños']), teach('Parents', ['家长管理', 'Parents', 'Padres'])],
      ),
      group(
        'CheckList',
        ['每日考勤', 'Daily attendance', 'Asistencia diaria'],
        [
          teach('Kaoqin', ['考勤记录', 'Attendance records', 'Registros de asistencia']),
          teach('FreeManage', ['请假管理', 'Leave', 'Permisos de ausencia']),
          teach('Vacation', ['假期管理', 'Vacation', 'Vacaciones']),
        ],
      ),
      teach('teacherKaoqin', ['教职工考勤', 'Staff attendance', 'Asistencia del personal']),
      teach('WeeklyPlan', ['课程安排', 'Course scheduling', 'Programación de cursos']),
      teach('TeacherManage', ['教职工管理', 'Staff', 'Personal']),
      teach('ClassManage', ['班级管理', 'Classes', 'Clases']),
      detail('teach', 'ClassDetail', ['班级详情', 'Class detail', 'Detalle de la clase']),
      teach('Questionnaire', ['绩效考核', 'Performance appraisal', 'Evaluación del desempeño']),
      teach('Indicator', ['发展指标', 'Development indicators', 'Indicadores de desarrollo']),
      teach('AbilityActivity', ['课程管理', 'Course management', 'Gestión de cursos']),
      teach('parentsEntrust', ['家长委托', 'Parent authorisation', 'Autorizaciones de los padres']),
      teach('Degree', ['学位预测', 'Enrolment place forecast', 'Previsión de plazas']),
      teach('ClassPeriod', ['课时管理', 'Class hours', 'Horas de clase']),
      teach('DevelopmentReport', ['发展报告', 'Development reports', 'Informes de desarrollo']),
      detail('teach', 'StudentDetail', ['幼儿详情', 'Child detail', 'Detalle del niño']),
      detail('teach', 'TeachContractDetail', ['合同详情', 'Contract detail', 'Detalle del contrato'], { path: 'ContractDetail' }),
      detail('teach', 'TeacherDetail', ['教职工详情', 'Staff detail', 'Detalle del personal']),
      detail('teach', 'TeacherPromoCode', ['教师推广码', 'Teacher promotion code', 'Código promocional del docente']),
      detail('teach', 'ParentDetail', ['家长详情', 'Parent detail', 'Detalle del familiar']),
      detail('teach', 'WeeklyTemp', ['周计划模板', 'Weekly plan template', 'Plantilla de plan semanal']),
      detail('teach', 'IndicatorDetail', ['指标详情', 'Indicator detail', 'Detalle del indicador']),
    ],
    'StudentManage',
  ),

  section('GardenManage', ['园务管理', 'School affairs', 'Asuntos escolares'], 'home', [
    detail('garden', 'SchoolDetail', ['学校详情', 'School detail', 'Detalle de la escuela']),
    detail('garden', 'GardenClassDetail', ['班级详情', 'Class detail', 'Detalle de la clase'], { path: 'ClassDetail' }),
    detail('garden', 'ParentChildDetail', ['亲子详情', 'Parent-child detail', 'Detalle familiar']),
    detail('garden', 'QuestionnaireDetail', ['问卷详情', 'Questionnaire detail', 'Detalle del cuestionario']),
    page('garden', 'QuestionnaireQuartz', ['推送方式', 'Push method', 'Método de envío']),
  ]),

  section('Child', ['一日生活与保健', 'Daily routine and health care', 'Rutina diaria y salud'], 'heart', [
    child('Body', ['晨午晚检', 'Three daily checks', 'Tres controles diarios']),
    child('Infrared', ['体温监测', 'Temperature', 'Temperatura']),
    child('Hygiene', ['日常护理', 'Daily care', 'Cuidado diario']),
    group(
      'HealthList',
      ['健康档案', 'Health records', 'Registros de salud'],
      [
        child('SleepRecord', ['睡眠记录', 'Sleep records', 'Registros de sueño']),
        child('Hw', ['生长发育', 'Growth', 'Crecimiento']),
        child('BraceletData', ['手环数据', 'Bracelet data', 'Datos de la pulsera']),
      ],
    ),
    child('Action', ['行为记录', 'Behaviour', 'Comportamiento']),
    child('AbilityScoreRecord', ['测评记录', 'Assessment records', 'Registros de evaluación']),
    child('SpeechRecord', ['语言记录', 'Speech records', 'Registros del habla']),
    group(
      'DietList',
      ['膳食管理', 'Diet', 'Alimentación'],
      [
        child('menus', ['菜品管理', 'Dish management', 'Gestión de platos']),
        child('Cook', ['食谱管理', 'Recipe management', 'Gestión de recetas']),
        child('Diet', ['膳食记录', 'Diet records', 'Registros de alimentación']),
      ],
    ),
    child('FaceEmotionDetail', ['情绪日志', 'Emotion log', 'Registro de emociones']),
    child('SpeechDetail', ['语言分析', 'Speech analysis', 'Análisis del habla']),
  ]),

  section('Ai', ['智慧中心', 'Smart centre', 'Centro inteligente'], 'robot', [
    group(
      'EquipmentList',
      ['设备管理', 'Equipment', 'Equipos'],
      [
        ai('EquipmentSet', ['设备设置', 'Equipment settings', 'Configuración de equipos']),
        ai('DiaperSensorSet', ['尿布传感器', 'Diaper sensors', 'Sensores de pañal']),
        ai('CameraConfig', ['摄像头配置', 'Cameras', 'Cámaras']),
        ai('SpeechBindSet', ['语音绑定', 'Speech binding', 'Vinculación de voz']),
      ],
    ),
    ai('Radar', ['雷达监测', 'Radar', 'Radar']),
    ai('FaceEmotion', ['人脸情绪分析', 'Face and emotion analysis', 'Análisis facial y de emociones']),
    ai('Warm', ['告警', 'Alerts', 'Alertas']),
    ai('MessageConfig', ['告警配置', 'Alert configuration', 'Configuración de alertas']),
    ai('Visit', ['访客', 'Visitors', 'Visitantes']),
    ai('FaceSet', ['人脸管理', 'Face management', 'Gestión de rostros']),
    ai('CloudAccount', ['第三方云账号配置', 'Third-party cloud account', 'Cuenta de nube de terceros']),
    ai('ParkSetting', ['园所设置', 'Park settings', 'Ajustes del centro']),
    ai('VoicePrint', ['声纹管理', 'Voice-print management', 'Gestión de huellas de voz']),
    ai('VideoRecord', ['视频记录', 'Video records', 'Grabaciones de vídeo']),
    detail('ai', 'WarningRecord', ['预警消息', 'Warning messages', 'Mensajes de aviso'], { path: 'WarningRecord/:WarningType' }),
    ai('ParentEntrustWarning', ['家长叮嘱', 'Parent instructions', 'Instrucciones de los padres']),
    ai('ControlRoom', ['监控中心', 'Control room', 'Sala de control']),
  ]),

  section('SchoolJoin', ['学校账单', 'School billing', 'Facturación escolar'], 'account-book', [
    bill('SchoolJoinContract', ['加盟合同', 'School-join contracts', 'Contratos de adhesión']),
    group(
      'OutList',
      ['缴费账单', 'Payment bills', 'Facturas de pago'],
      [
        bill('SchoolJoinBill', ['学校账单', 'Bills', 'Facturas']),
        bill('SchoolBillDissent', ['异议审核', 'Objection review', 'Revisión de objeciones']),
        detail('schoolJoin', 'BillAttendanceDetails', ['账单考勤明细', 'Bill attendance details', 'Asistencia de la factura']),
        bill('SchoolWallet', ['学校钱包', 'Wallet', 'Monedero']),
        bill('SchoolRecharge', ['充值', 'Recharge', 'Recarga']),
        bill('WithdrawalApply', ['提现申请', 'Withdrawal', 'Retiros']),
        bill('SchoolWalletDetail', ['资金明细', 'Fund details', 'Movimientos de fondos']),
      ],
    ),
    group(
      'IncomeList',
      ['收入管理', 'Income', 'Ingresos'],
      [
        bill('SchoolIncomeAccount', ['收入账户', 'Income accounts', 'Cuentas de ingresos']),
        bill('SchoolIncomeWithdraw', ['收入提现', 'Income withdrawals', 'Retiros de ingresos']),
      ],
    ),
    group(
      'liveVideo',
      ['家长充值', 'Parent top-up', 'Recargas de padres'],
      [
        bill('liveVideoAccount', ['直播账户', 'Live video accounts', 'Cuentas de vídeo en directo']),
        bill('liveVideoBill', ['直播账单', 'Live video bills', 'Facturas de vídeo en directo']),
        bill('VipDetail', ['VIP明细', 'VIP details', 'Detalle VIP']),
        bill('VipRefund', ['VIP退款', 'VIP refunds', 'Reembolsos VIP']),
      ],
    ),
    detail('schoolJoin', 'SchoolPay', ['支付', 'Payment', 'Pago']),
    detail('schoolJoin', 'AgentDetail', ['合作方详情', 'Partner detail', 'Detalle del socio']),
  ]),

  section('SchoolFinance', ['财务统计', 'Financial statistics', 'Estadísticas financieras'], 'fund', [
    group(
      'FinanceSetting',
      ['财务设置', 'Finance settings', 'Ajustes financieros'],
      [
        finance('SchoolKPIManage', ['绩效指标', 'Performance indicators', 'Indicadores de desempeño']),
        finance('SchoolKeepAccounts', ['其他支出管理', 'Other expense management', 'Gestión de otros gastos']),
        finance('SchoolKeepCategory', ['其他支出类型', 'Other expense types', 'Tipos de otros gastos']),
      ],
    ),
  ]),

  section('Government', ['监管统计', 'Supervision statistics', 'Estadísticas de supervisión'], 'bank', [
    gov('GovernmentStat', ['监管总览', 'Overview', 'Resumen'], { path: 'Statistics', view: 'government/Supervise' }),
    gov('GovSchoolEchart', ['学校统计', 'School statistics', 'Estadísticas de escuelas']),
    gov('GovContractEchart', ['合同统计', 'Contract statistics', 'Estadísticas de contratos']),
    gov('GovStudentEchart', ['幼儿统计', 'Child statistics', 'Estadísticas de niños']),
    gov('GovTeacherEchart', ['教职工统计', 'Staff statistics', 'Estadísticas del personal']),
  ]),

  section('Operation', ['应用管理', 'App management', 'Gestión de la app'], 'appstore', [
    operation('SchoolManage', ['学校管理', 'School management', 'Gestión de escuelas']),
    operation('Advert', ['广告管理', 'Adverts', 'Anuncios']),
    operation('SchoolClaim', ['学校认领', 'School claims', 'Reclamaciones de escuelas']),
    operation('Agreement', ['协议管理', 'Agreements', 'Acuerdos']),
    operation('Member', ['会员管理', 'Members', 'Miembros']),
    operation('SpecialColumn', ['专栏管理', 'Special columns', 'Columnas especiales']),
    operation('Feedback', ['意见反馈', 'Feedback', 'Comentarios']),
    operation('Invite', ['邀请有礼', 'Invitations', 'Invitaciones']),
    operation('GoldTask', ['金币任务', 'Gold tasks', 'Tareas de monedas de oro']),
    operation('ArticleClass', ['文章分类', 'Article categories', 'Categorías de artículos']),
    operation('Article', ['文章管理', 'Articles', 'Artículos']),
    operation('Album', ['相册管理', 'Albums', 'Álbumes']),
    operation('BabyRearing', ['育儿知识', 'Baby rearing', 'Crianza']),
    operation('ParentShare', ['家长分享', 'Parent shares', 'Publicaciones de padres']),
    operation('MediaCatalog', ['媒体目录', 'Media catalogue', 'Catálogo multimedia']),
    operation('liveRecord', ['直播记录', 'Live records', 'Registros de directos']),
    operation('UserVote', ['投票管理', 'Votes', 'Votaciones']),
    operation('SpecialColumnArticle', ['专栏文章', 'Special column articles', 'Artículos de columnas']),
    operation('ActivityLink', ['活动链接', 'Activity links', 'Enlaces de actividades']),
    operation('ShortVideo', ['短视频', 'Short videos', 'Vídeos cortos']),
    detail('operation', 'News', ['资讯', 'News', 'Noticias']),
    detail('operation', 'ParentFeedback', ['家长反馈', 'Parent feedback', 'Comentarios de los padres']),
    operation('Invitation', ['邀请函', 'Invitation cards', 'Tarjetas de invitación']),
    operation('Coupon', ['优惠券', 'Coupons', 'Cupones']),
    operation('CouponSendRecord', ['优惠券发放记录', 'Coupon send records', 'Envíos de cupones']),
    operation('systemManager', ['系统管理员', 'System managers', 'Administradores del sistema']),
    detail('operation', 'MemberDetail', ['会员详情', 'Member detail', 'Detalle del miembro']),
  ]),

  section('Sale', ['销售中心', 'Sales centre', 'Centro de ventas'], 'rise', [
    sale('ApplyForTrialRecords', ['试用申请', 'Trial applications', 'Solicitudes de prueba']),
    sale('SchoolCustomer', ['学校客户', 'School customers', 'Escuelas cliente']),
    sale('MySchoolCustomer', ['我的学校客户', 'My school customers', 'Mis escuelas cliente']),
    sale('AgentManage', ['代理商管理', 'Agents', 'Agentes']),
    sale('AgentContract', ['代理合同', 'Agent contracts', 'Contratos de agentes']),
    sale('AgentBill', ['代理账单', 'Agent bills', 'Facturas de agentes']),
    sale('AgentWithdraw', ['代理提现', 'Agent withdrawals', 'Retiros de agentes']),
    sale('AgentAmountDetail', ['代理资金明细', 'Agent fund details', 'Movimientos de fondos de agentes']),
    detail('sale', 'SchoolCustomerDetail', ['学校客户详情', 'School customer detail', 'Detalle de la escuela cliente']),
    sale('TrainSignup', ['培训报名', 'Training sign-up', 'Inscripción a formación']),
  ]),

  section('Client', ['系统权限', 'System permissions', 'Permisos del sistema'], 'safety', [
    client('ManagerRoot', ['账号管理', 'Account management', 'Gestión de cuentas']),
    client('GovernmentSupervise', ['监管机构', 'Supervision bodies', 'Organismos de supervisión']),
    client('SysRoleManage', ['角色管理', 'Roles', 'Roles']),
    client('ClientRole', ['前端权限', 'Front-end permissions', 'Permisos de las apps']),
    client('ManagerPage', ['菜单管理', 'Menu management', 'Gestión de menús']),
    client('SalespersonManage', ['区域总监', 'Regional directors', 'Directores regionales']),
    client('AuditLog', ['审计日志', 'Audit log', 'Registro de auditoría']),
  ]),

  section('Root', ['系统配置', 'System configuration', 'Configuración del sistema'], 'setting', [
    root('IndicatorLibs', ['指标库', 'Indicator libraries', 'Bibliotecas de indicadores']),
    root('EmotionGrowthAdvice', ['情绪成长建议', 'Emotion growth advice', 'Consejos de crecimiento emocional']),
    root('ClientTemplate', ['客户端模板', 'Client templates', 'Plantillas de cliente']),
    root('PostClientRoleSetting', ['岗位权限设置', 'Post client-role settings', 'Permisos por puesto']),
    root('WarningMessageTypeSetting', ['预警消息类型', 'Warning message types', 'Tipos de mensajes de aviso']),
    root('AbilityDescribe', ['能力描述', 'Ability descriptions', 'Descripciones de capacidades']),
    root('SpeechAnalysis', ['语言分析配置', 'Speech analysis', 'Análisis del habla']),
    root('AppVersion', ['版本管理', 'App versions', 'Versiones de la app']),
    root('NutritiveElement', ['营养元素', 'Nutrition elements', 'Elementos nutritivos']),
    root('NutritiveAppraisalConfig', ['营养评价配置', 'Nutrition appraisal', 'Evaluación nutricional']),
    root('AgeBracket', ['年龄段', 'Age brackets', 'Franjas de edad']),
    root('NutritiveElementADI', ['营养素参考摄入量', 'Nutrient intake references', 'Ingestas de referencia']),
    root('foodInformation', ['食物信息', 'Food information', 'Información de alimentos']),
    root('DataDeleteConfig', ['数据删除配置', 'Data deletion', 'Eliminación de datos']),
    root('Msgmeta', ['关键词配置', 'Keyword configuration', 'Configuración de palabras clave']),
    root('Metachannel', ['接口地址配置', 'Interface address configuration', 'Configuración de direcciones de interfaz']),
    root('Msgtransfer', ['消息投递', 'Message delivery', 'Envío de mensajes']),
    root('posterTemplate', ['海报模板', 'Poster templates', 'Plantillas de carteles']),
  ]),

  section('Benefit', ['会员权益', 'Member benefits', 'Beneficios para miembros'], 'gift', [
    benefit('MemberPrize', ['会员奖品', 'Member prizes', 'Premios para miembros']),
    benefit('Novice', ['新人福利', 'New-member benefits', 'Beneficios de bienvenida']),
    detail('benefit', 'NoviceDetail', ['新人福利详情', 'New-member benefit detail', 'Detalle del beneficio de bienvenida']),
  ]),

  section('Info', ['信息管理', 'Information management', 'Gestión de información'], 'profile', [
    detail('info', 'AlbumDetail', ['相册详情', 'Album detail', 'Detalle del álbum']),
    info('Category', ['分类管理', 'Categories', 'Categorías']),
    info('Tag', ['标签管理', 'Tags', 'Etiquetas']),
    info('InfoArticle', ['文章', 'Articles', 'Artículos'], { path: 'Article' }),
    info('InfoVote', ['投票', 'Votes', 'Votaciones'], { path: 'Vote' }),
    info('InfoSpecialColumn', ['专栏', 'Special columns', 'Columnas especiales'], { path: 'SpecialColumn' }),
  ]),

  single('GovConnectivity', ['政务互联', 'Government connectivity', 'Conectividad con el gobierno'], 'api', 'government/GovConnectivity'),
  single('Parameter', ['系统参数', 'System parameters', 'Parámetros del sistema'], 'control', 'parameter/Parameter'),
] as const;

/** The name of an entry of the menu tree: what grants, endpoints, definitions and to-do items point at. */
export type MenuName = NamesOf<(typeof tree)[number]>;

/**
 * The view path of a screen of the tree ('teach/StudentManage', 'parameter/Parameter'): the web's
 * view registry is keyed by these (sections' 'Layout' and groups' 'ParentView' are not screens).
 */
export type MenuComponent = Exclude<ComponentsOf<(typeof tree)[number]>, 'Layout' | 'ParentView'>;

/** The menu tree, in order (the seed's sort is the position among siblings). */
export const menuTree: readonly MenuTreeEntry[] = tree;

export type { MenuTreeEntry };
