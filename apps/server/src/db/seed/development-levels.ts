import type { AgeBracket } from '@kc/contract';
import { LEVEL_RUBRIC, levelWords, type Words } from './development-framework.ts';

/**
 * Level descriptions written for one indicator (goal and bracket): what a teacher sees at each
 * level 1–5, in our own words. Indicators without an entry fall back to the shared rubric
 * (levelWords). Written so far for the health and language domains, 3–4, 4–5 and 5–6.
 */
type Five = readonly [Words, Words, Words, Words, Words];

export const SPECIFIC_LEVELS: Readonly<Record<string, Five>> = {
  // health.1.1 a healthy body and posture
  'health.1.1@3-4': [
    [
      '坐时常趴在桌上或歪斜，提醒后也难以坐正',
      'Often slumps or leans when sitting, even after a reminder',
      'Se encorva o se ladea al sentarse, incluso tras recordárselo',
    ],
    [
      '老师扶一扶、示范后能坐正片刻',
      'Sits up for a moment when the teacher shows or helps',
      'Se sienta derecho un momento si la maestra le ayuda o le muestra',
    ],
    [
      '提醒后能坐正、站直，走路不拖步',
      'Sits and stands straight and walks without shuffling when reminded',
      'Se sienta y está de pie derecho y camina sin arrastrar los pies cuando se le recuerda',
    ],
    [
      '活动中多数时候自己坐正站直',
      'Sits and stands straight by themselves during most activities',
      'Se sienta y está de pie derecho por sí mismo en la mayoría de las actividades',
    ],
    [
      '一日生活中姿势端正，还会提醒同伴',
      'Keeps a good posture all day and reminds friends to do so',
      'Mantiene buena postura todo el día y se lo recuerda a sus compañeros',
    ],
  ],
  'health.1.1@4-5': [
    [
      '多次提醒仍难以保持正确坐姿',
      'Cannot keep a good sitting posture even after several reminders',
      'No mantiene una buena postura sentado ni con varios recordatorios',
    ],
    [
      '需要反复提醒才能保持坐姿',
      'Keeps a good posture only with repeated reminders',
      'Mantiene la postura solo con recordatorios repetidos',
    ],
    ['偶尔提醒就能保持正确姿势', 'Keeps a good posture with an occasional reminder', 'Mantiene una buena postura con algún recordatorio'],
    [
      '集体活动和进餐时基本不用提醒',
      'Needs almost no reminders at group time and meals',
      'Casi no necesita recordatorios en el grupo ni en las comidas',
    ],
    [
      '写画、阅读时也能自觉保持良好姿势',
      'Keeps a good posture unprompted even when drawing or reading',
      'Mantiene buena postura por sí mismo incluso al dibujar o leer',
    ],
  ],
  'health.1.1@5-6': [
    [
      '姿势习惯尚未形成，常需纠正',
      'Has no posture habit yet and is often corrected',
      'Aún no tiene el hábito de la buena postura y se le corrige a menudo',
    ],
    [
      '知道正确姿势，但只在提醒时做到',
      'Knows a good posture but shows it only when reminded',
      'Conoce la buena postura pero solo la adopta cuando se le recuerda',
    ],
    ['大多数活动中保持正确姿势', 'Holds a good posture in most activities', 'Mantiene una buena postura en la mayoría de las actividades'],
    [
      '长时间书写、阅读时也姿势端正',
      'Keeps a good posture through long drawing or reading times',
      'Mantiene buena postura durante ratos largos de dibujo o lectura',
    ],
    [
      '姿势良好已成习惯，能说出为什么要这样做',
      'Holds a good posture out of habit and can explain why it matters',
      'Tiene buena postura por costumbre y sabe explicar por qué es importante',
    ],
  ],
  // health.1.2 calm and cheerful emotions
  'health.1.2@3-4': [
    [
      '常哭闹，安慰很久也难以平静',
      'Often cries and stays upset for a long time despite comfort',
      'Llora a menudo y le cuesta calmarse aunque le consuelen',
    ],
    [
      '在老师抱一抱、哄一哄后慢慢平静',
      'Calms down slowly when the teacher holds and soothes them',
      'Se calma poco a poco cuando la maestra le abraza y le consuela',
    ],
    [
      '大多时候愉快，安慰后较快平静',
      'Mostly cheerful; calms down soon after comfort',
      'Casi siempre alegre; se calma pronto tras ser consolado',
    ],
    [
      '不高兴时会主动找老师，很快恢复',
      'Goes to the teacher when upset and recovers quickly',
      'Busca a la maestra cuando está triste y se recupera pronto',
    ],
    [
      '情绪愉快稳定，还会安慰难过的同伴',
      'Cheerful and steady; comforts friends who are sad',
      'Alegre y estable; consuela a los compañeros tristes',
    ],
  ],
  'health.1.2@4-5': [
    [
      '情绪起伏大，难以说出感受',
      'Has big mood swings and cannot say how they feel',
      'Tiene cambios de humor fuertes y no sabe decir cómo se siente',
    ],
    [
      '在成人引导下能说出“生气”“难过”等感受',
      'Names feelings such as angry or sad when an adult guides them',
      'Nombra emociones como enfado o tristeza cuando un adulto le guía',
    ],
    [
      '提醒后能慢慢平静并说出原因',
      'Calms down when reminded and says why they were upset',
      'Se calma cuando se le recuerda y dice por qué estaba mal',
    ],
    [
      '能自己用深呼吸、离开一会儿等方法平静',
      'Calms themselves, for example by breathing deeply or stepping away',
      'Se calma solo, por ejemplo respirando hondo o apartándose un momento',
    ],
    [
      '能说出自己和同伴的感受并帮助同伴平静',
      'Talks about their own and others’ feelings and helps friends calm down',
      'Habla de sus emociones y las de otros y ayuda a sus compañeros a calmarse',
    ],
  ],
  'health.1.2@5-6': [
    [
      '遇到挫折常发脾气或退缩',
      'Often has tantrums or withdraws when things go wrong',
      'Suele enfadarse mucho o retraerse cuando algo sale mal',
    ],
    [
      '在成人帮助下能用语言代替哭闹',
      'Uses words instead of crying with an adult’s help',
      'Con ayuda de un adulto usa palabras en lugar de llorar',
    ],
    ['多数情况下能用恰当方式表达情绪', 'Usually expresses feelings in suitable ways', 'Suele expresar sus emociones de forma adecuada'],
    [
      '遇到失败能较快调整，继续尝试',
      'Bounces back quickly after failing and tries again',
      'Se recupera pronto tras un fracaso y vuelve a intentarlo',
    ],
    [
      '情绪积极，能想办法化解与同伴的冲突',
      'Positive; finds ways to settle quarrels with friends',
      'Positivo; busca maneras de resolver conflictos con sus compañeros',
    ],
  ],
  // health.1.3 able to adapt
  'health.1.3@3-4': [
    [
      '入园后长时间哭闹，不愿参加活动',
      'Cries for a long time after arrival and will not join in',
      'Llora mucho tiempo al llegar y no quiere participar',
    ],
    [
      '在老师陪伴下能参加部分活动',
      'Joins some activities when the teacher stays close',
      'Participa en algunas actividades si la maestra está cerca',
    ],
    [
      '在帮助下适应集体生活和冷热变化',
      'Settles into group life and copes with hot or cold days with help',
      'Con ayuda se integra en el grupo y se adapta al frío o al calor',
    ],
    [
      '能较快适应新活动，冷热时会告诉老师',
      'Adapts quickly to new activities and tells the teacher when hot or cold',
      'Se adapta pronto a actividades nuevas y avisa a la maestra si tiene frío o calor',
    ],
    [
      '乐于接受新环境，还会带新同伴熟悉班级',
      'Welcomes new places and shows new children around the class',
      'Acepta con gusto lugares nuevos y enseña la clase a los niños nuevos',
    ],
  ],
  'health.1.3@4-5': [
    [
      '换环境或换季时明显不适应',
      'Struggles clearly with a new place or a change of season',
      'Le cuesta mucho adaptarse a un lugar nuevo o a un cambio de estación',
    ],
    [
      '在成人帮助下慢慢适应新环境',
      'Gets used to a new place slowly with an adult’s help',
      'Se acostumbra despacio a un lugar nuevo con ayuda de un adulto',
    ],
    [
      '经过一段时间能适应新环境和天气变化',
      'Adapts to a new place and weather changes after a while',
      'Se adapta a un lugar nuevo y a los cambios de tiempo al cabo de un tiempo',
    ],
    [
      '较快适应新环境，能主动增减活动量',
      'Settles quickly in new places and adjusts how active they are',
      'Se adapta rápido a sitios nuevos y regula cuánto se mueve',
    ],
    [
      '在新环境中很快活跃起来并帮助同伴',
      'Is soon at ease in new places and helps friends settle',
      'Pronto se siente a gusto en sitios nuevos y ayuda a sus compañeros',
    ],
  ],
  'health.1.3@5-6': [
    [
      '冷热天气常不愿到户外活动',
      'Often refuses to go outdoors on cold or hot days',
      'A menudo no quiere salir al aire libre cuando hace frío o calor',
    ],
    ['在鼓励下能坚持一会儿户外活动', 'Stays outdoors for a while when encouraged', 'Aguanta un rato al aire libre si se le anima'],
    [
      '能坚持户外活动，较快适应新的人和地方',
      'Keeps playing outdoors and adapts to new people and places',
      'Sigue jugando al aire libre y se adapta a personas y lugares nuevos',
    ],
    [
      '主动参加各种天气的户外活动，乐于结识新朋友',
      'Joins outdoor play in any weather and likes making new friends',
      'Participa al aire libre con cualquier tiempo y le gusta hacer amigos nuevos',
    ],
    [
      '面对变化从容自信，为升入小学做好准备',
      'Meets changes calmly and confidently, ready for primary school',
      'Afronta los cambios con calma y confianza, preparado para la primaria',
    ],
  ],
  // health.2.1 balance and coordination
  'health.2.1@3-4': [
    [
      '走宽平衡木需要全程扶着，双脚跳不起来',
      'Needs holding all along a wide beam; cannot jump with both feet',
      'Necesita que le sujeten en toda la barra ancha; no salta con los dos pies',
    ],
    [
      '牵着手能走完宽平衡木，双脚跳一两下',
      'Walks a wide beam holding a hand; jumps with both feet once or twice',
      'Recorre la barra ancha de la mano; salta con los dos pies una o dos veces',
    ],
    [
      '能独立走过低而宽的平衡木，双脚连续向前跳',
      'Walks a low, wide beam alone and jumps forward several times',
      'Recorre sola una barra baja y ancha y salta hacia delante varias veces',
    ],
    [
      '走平衡木稳而快，能连续跳过小障碍',
      'Walks the beam steadily and quickly and jumps over small obstacles',
      'Camina la barra con seguridad y rapidez y salta pequeños obstáculos',
    ],
    [
      '能在平衡木上做简单动作，跳跃轻松协调',
      'Does simple moves on the beam; jumps lightly and smoothly',
      'Hace movimientos sencillos en la barra; salta con ligereza y coordinación',
    ],
  ],
  'health.2.1@4-5': [
    [
      '窄平衡木上走不稳，跑时常撞到人',
      'Unsteady on a narrow beam; often bumps into others when running',
      'Inestable en la barra estrecha; choca a menudo al correr',
    ],
    [
      '扶着能走窄平衡木，跑动中能慢慢转弯',
      'Walks a narrow beam with support; turns slowly while running',
      'Recorre la barra estrecha con apoyo; gira despacio al correr',
    ],
    [
      '能独立走过窄平衡木，跑时能变向躲闪',
      'Walks a narrow beam alone; changes direction and dodges when running',
      'Recorre sola la barra estrecha; cambia de dirección y esquiva al correr',
    ],
    [
      '在追逐游戏中灵活躲闪，很少碰撞',
      'Dodges nimbly in chasing games and rarely collides',
      'Esquiva con agilidad en juegos de persecución y casi no choca',
    ],
    [
      '平衡和躲闪都很灵活，能带领同伴游戏',
      'Balances and dodges with ease and leads friends in games',
      'Se equilibra y esquiva con facilidad y dirige juegos con sus compañeros',
    ],
  ],
  'health.2.1@5-6': [
    [
      '在窄平衡木上边走边做事时常掉下',
      'Often falls off a narrow beam when doing something while walking',
      'Se cae a menudo de la barra estrecha si hace algo mientras camina',
    ],
    [
      '能走窄平衡木，但做任务时需扶助；跳绳跳不连续',
      'Walks a narrow beam but needs help with a task; skips only once or twice',
      'Recorre la barra estrecha pero necesita ayuda con la tarea; salta a la comba una o dos veces',
    ],
    [
      '能边走窄平衡木边完成任务，能连续跳绳几下',
      'Does a task while walking a narrow beam; skips rope several times in a row',
      'Hace una tarea mientras recorre la barra estrecha; salta a la comba varias veces seguidas',
    ],
    [
      '快速躲闪灵活，跳绳连续较多次',
      'Dodges fast and skips rope many times in a row',
      'Esquiva rápido y salta a la comba muchas veces seguidas',
    ],
    [
      '动作协调熟练，能花样跳绳并教同伴',
      'Moves with skill, does rope tricks and teaches friends',
      'Se mueve con destreza, hace figuras con la comba y enseña a sus compañeros',
    ],
  ],
  // health.2.2 strength and endurance
  'health.2.2@3-4': [
    [
      '双手抓杠很快松开，走一小段就要抱',
      'Lets go of the bar at once; asks to be carried after a short walk',
      'Suelta la barra enseguida; pide que le lleven en brazos tras un paseo corto',
    ],
    [
      '能悬垂一下，小球扔出一米左右',
      'Hangs for an instant and throws a small ball about a metre',
      'Se cuelga un instante y lanza una pelota pequeña a un metro',
    ],
    [
      '能短时悬垂，小球扔约两米，走一公里中途休息',
      'Hangs briefly, throws a small ball about two metres, walks a kilometre with rests',
      'Se cuelga un momento, lanza una pelota a unos dos metros y camina un kilómetro con descansos',
    ],
    [
      '悬垂较稳，扔球较远，步行很少要求休息',
      'Hangs steadily, throws further and seldom asks to rest on walks',
      'Se cuelga con firmeza, lanza más lejos y casi no pide descansar al caminar',
    ],
    [
      '力量和耐力明显超出同龄，乐于坚持',
      'Shows strength and stamina beyond their age and likes to keep going',
      'Muestra fuerza y resistencia por encima de su edad y le gusta perseverar',
    ],
  ],
  'health.2.2@4-5': [
    [
      '悬垂和投掷都很吃力，步行常喊累',
      'Finds hanging and throwing hard; often says they are tired on walks',
      'Le cuesta colgarse y lanzar; suele decir que está cansado al caminar',
    ],
    [
      '鼓励下能悬垂几秒，扔球两三米',
      'Hangs a few seconds when encouraged; throws two or three metres',
      'Se cuelga unos segundos si se le anima; lanza a dos o tres metros',
    ],
    [
      '悬垂时间较长，小球扔约四米，能走一公里以上',
      'Hangs longer, throws a small ball about four metres, walks over a kilometre',
      'Se cuelga más tiempo, lanza una pelota a unos cuatro metros y camina más de un kilómetro',
    ],
    [
      '投掷有力且较准，远足时能坚持到底',
      'Throws strongly and fairly accurately; finishes long walks',
      'Lanza con fuerza y bastante precisión; termina las caminatas largas',
    ],
    [
      '力量耐力突出，会鼓励同伴坚持',
      'Strong and tireless; encourages friends to keep going',
      'Fuerte y resistente; anima a sus compañeros a seguir',
    ],
  ],
  'health.2.2@5-6': [
    [
      '悬垂、投掷和步行都明显吃力',
      'Struggles clearly with hanging, throwing and walking distances',
      'Le cuesta claramente colgarse, lanzar y caminar distancias',
    ],
    ['在鼓励下能完成部分要求', 'Meets some of the goals when encouraged', 'Cumple parte de lo esperado si se le anima'],
    [
      '悬垂较久，小球扔约五米，能走一公里半',
      'Hangs a good while, throws about five metres, walks a kilometre and a half',
      'Se cuelga bastante rato, lanza a unos cinco metros y camina kilómetro y medio',
    ],
    [
      '各项都能轻松达到，并愿意挑战更远',
      'Reaches every goal easily and wants to go further',
      'Alcanza todo con facilidad y quiere llegar más lejos',
    ],
    [
      '力量耐力出色，能坚持完成长距离远足',
      'Outstanding strength and stamina; completes long hikes',
      'Fuerza y resistencia destacadas; completa excursiones largas',
    ],
  ],
  // health.2.3 fine motor skills
  'health.2.3@3-4': [
    [
      '握笔、用勺都不稳，剪刀还不会用',
      'Holds a crayon or spoon unsteadily; cannot use scissors yet',
      'Sujeta el lápiz o la cuchara sin firmeza; aún no usa tijeras',
    ],
    [
      '能涂鸦，在帮助下用勺吃饭、剪一两下',
      'Scribbles; eats with a spoon and snips once or twice with help',
      'Garabatea; con ayuda come con cuchara y da uno o dos cortes',
    ],
    [
      '能画简单图形，沿直线剪，自己用勺吃饭',
      'Draws simple shapes, cuts along a straight line, eats with a spoon',
      'Dibuja formas sencillas, recorta en línea recta y come con cuchara',
    ],
    [
      '画线较稳，剪纸整齐，吃饭很少洒',
      'Draws steady lines, cuts neatly and rarely spills food',
      'Traza líneas firmes, recorta con limpieza y casi no derrama comida',
    ],
    [
      '手部动作灵巧，会帮同伴剪贴',
      'Deft with their hands and helps friends cut and paste',
      'Hábil con las manos y ayuda a sus compañeros a recortar y pegar',
    ],
  ],
  'health.2.3@4-5': [
    ['剪不出形状，还不会用筷子', 'Cannot cut out a shape; cannot use chopsticks yet', 'No recorta una forma; aún no usa palillos'],
    [
      '沿轮廓剪时常剪偏，用筷子需要帮助',
      'Strays off the outline when cutting; needs help with chopsticks',
      'Se sale del contorno al recortar; necesita ayuda con los palillos',
    ],
    [
      '能沿轮廓剪出简单图形，会用筷子吃饭',
      'Cuts simple shapes along an outline and eats with chopsticks',
      'Recorta formas sencillas por el contorno y come con palillos',
    ],
    [
      '能剪出较复杂的图形，筷子用得熟练',
      'Cuts more detailed shapes and uses chopsticks well',
      'Recorta formas más complejas y usa bien los palillos',
    ],
    [
      '手工精细，会折、剪、贴组合作品',
      'Makes detailed crafts by folding, cutting and pasting',
      'Hace trabajos manuales detallados doblando, recortando y pegando',
    ],
  ],
  'health.2.3@5-6': [
    [
      '扣扣子、拉拉链仍需成人代劳',
      'Still needs an adult to do up buttons and zips',
      'Aún necesita que un adulto le abroche botones y cremalleras',
    ],
    ['在帮助下能扣扣子、拉拉链', 'Does up buttons and zips with help', 'Abrocha botones y cremalleras con ayuda'],
    [
      '熟练使用笔、剪刀和筷子，会扣扣子、拉拉链',
      'Uses pencils, scissors and chopsticks with ease; does up buttons and zips',
      'Usa con soltura lápices, tijeras y palillos; abrocha botones y cremalleras',
    ],
    [
      '动作快而准确，能完成精细手工',
      'Works quickly and precisely and finishes detailed crafts',
      'Trabaja rápido y con precisión y termina manualidades detalladas',
    ],
    [
      '手部动作熟练灵巧，能帮同伴整理衣物',
      'Very deft and helps friends sort out their clothes',
      'Muy hábil y ayuda a sus compañeros a arreglarse la ropa',
    ],
  ],
  // health.3.1 good habits of daily life and hygiene
  'health.3.1@3-4': [
    [
      '作息不规律，饭前便后不洗手，挑食明显',
      'Irregular routine, skips handwashing, very picky with food',
      'Horario irregular, no se lava las manos y es muy selectivo con la comida',
    ],
    [
      '在成人带领下洗手，愿意尝一点新食物',
      'Washes hands when an adult leads; tastes a little new food',
      'Se lava las manos si un adulto le guía; prueba un poco de comida nueva',
    ],
    [
      '提醒后饭前便后洗手，按时吃饭睡觉，不挑食',
      'Washes hands when reminded, eats and sleeps at set times, eats a varied diet',
      'Se lava las manos cuando se le recuerda, come y duerme a su hora y come de todo',
    ],
    [
      '基本不用提醒就能洗手，吃饭专心',
      'Washes hands almost without reminders and eats attentively',
      'Se lava las manos casi sin recordatorios y come con atención',
    ],
    [
      '卫生习惯好，会提醒同伴洗手',
      'Has good hygiene habits and reminds friends to wash their hands',
      'Tiene buenos hábitos de higiene y recuerda a sus compañeros lavarse las manos',
    ],
  ],
  'health.3.1@4-5': [
    [
      '不愿刷牙，洗手敷衍',
      'Resists brushing teeth; washes hands carelessly',
      'Se resiste a cepillarse los dientes; se lava las manos sin cuidado',
    ],
    [
      '在成人督促下刷牙、洗手',
      'Brushes teeth and washes hands when an adult insists',
      'Se cepilla y se lava las manos cuando un adulto insiste',
    ],
    [
      '作息规律，主动洗手，早晚刷牙',
      'Keeps a regular routine, washes hands unprompted, brushes morning and night',
      'Lleva un horario regular, se lava las manos por sí mismo y se cepilla mañana y noche',
    ],
    [
      '洗手步骤正确，刷牙认真',
      'Washes hands in the right steps and brushes carefully',
      'Se lava las manos siguiendo los pasos y se cepilla con cuidado',
    ],
    [
      '能说出卫生习惯的好处并带动同伴',
      'Explains why hygiene matters and gets friends to follow',
      'Explica por qué importa la higiene y anima a sus compañeros',
    ],
  ],
  'health.3.1@5-6': [
    [
      '生活卫生习惯不稳定，长时间看屏幕',
      'Unsettled daily habits; spends long stretches on screens',
      'Hábitos diarios inestables; pasa mucho tiempo ante pantallas',
    ],
    [
      '在约定和提醒下能按时作息、放下屏幕',
      'Keeps to routines and puts screens down when reminded of the rule',
      'Cumple el horario y deja la pantalla cuando se le recuerda la regla',
    ],
    [
      '已形成作息和卫生习惯，能控制看屏幕的时间',
      'Has settled routines and hygiene and limits screen time',
      'Tiene horarios e higiene asentados y limita el tiempo de pantalla',
    ],
    [
      '能自己安排好作息，主动关屏',
      'Plans their own routine and switches screens off themselves',
      'Organiza su propio horario y apaga la pantalla por sí mismo',
    ],
    [
      '习惯良好，能为全班制定卫生小规则',
      'Has sound habits and helps the class set hygiene rules',
      'Tiene buenos hábitos y ayuda a la clase a fijar normas de higiene',
    ],
  ],
  // health.3.2 self-care
  'health.3.2@3-4': [
    ['穿脱衣服、吃饭都要成人代劳', 'Needs an adult to dress them and to feed them', 'Necesita que un adulto le vista y le dé de comer'],
    [
      '在成人帮助下配合穿脱衣服，能自己吃几口',
      'Helps while being dressed; eats a few mouthfuls alone',
      'Colabora mientras le visten; come solo unos bocados',
    ],
    ['在帮助下穿脱衣服，能独立吃饭', 'Dresses and undresses with help and eats alone', 'Se viste y se desviste con ayuda y come solo'],
    ['能自己脱外套、穿鞋', 'Takes off their coat and puts on shoes alone', 'Se quita el abrigo y se pone los zapatos solo'],
    ['自理能力强，还愿意帮助同伴', 'Very independent and glad to help friends', 'Muy autónomo y le gusta ayudar a sus compañeros'],
  ],
  'health.3.2@4-5': [
    [
      '穿脱衣服仍需较多帮助，不收玩具',
      'Still needs much help to dress; leaves toys out',
      'Aún necesita mucha ayuda para vestirse; deja los juguetes fuera',
    ],
    [
      '提醒下能收玩具，扣扣子需要帮助',
      'Puts toys away when reminded; needs help with buttons',
      'Recoge los juguetes si se le recuerda; necesita ayuda con los botones',
    ],
    [
      '独立穿脱衣服、扣扣子，会收拾玩具',
      'Dresses alone, does up buttons, puts toys away',
      'Se viste solo, se abrocha los botones y recoge los juguetes',
    ],
    ['动作较快，还会把衣服叠好', 'Dresses quickly and folds their clothes', 'Se viste rápido y dobla su ropa'],
    ['主动整理自己和公共物品', 'Tidies their own and shared things unprompted', 'Ordena sus cosas y las comunes por iniciativa propia'],
  ],
  'health.3.2@5-6': [
    [
      '冷热不知增减衣物，不会系鞋带',
      'Does not change clothes for the weather; cannot tie laces',
      'No se abriga ni se quita ropa según el tiempo; no se ata los cordones',
    ],
    [
      '提醒后增减衣物，系鞋带需要帮助',
      'Changes clothes when reminded; needs help with laces',
      'Se cambia de ropa si se le recuerda; necesita ayuda con los cordones',
    ],
    [
      '能根据冷热增减衣物，会系鞋带，物品整齐',
      'Dresses for the weather, ties laces, keeps things tidy',
      'Se viste según el tiempo, se ata los cordones y tiene sus cosas en orden',
    ],
    ['能整理书包、按需准备物品', 'Packs their bag and gets ready what they need', 'Prepara su mochila y lo que necesita'],
    ['自我服务能力强，能帮助弟弟妹妹', 'Fully independent and helps younger children', 'Totalmente autónomo y ayuda a los más pequeños'],
  ],
  // health.3.3 safety
  'health.3.3@3-4': [
    [
      '会接陌生人的东西，常去碰危险物品',
      'Takes things from strangers and often touches dangerous objects',
      'Acepta cosas de desconocidos y toca a menudo objetos peligrosos',
    ],
    ['在提醒下不碰危险物品', 'Leaves dangerous things alone when reminded', 'No toca objetos peligrosos cuando se le recuerda'],
    [
      '不吃陌生人的食物，外出不离开成人，不碰危险物品',
      'Refuses food from strangers, stays with adults, leaves dangerous things alone',
      'Rechaza comida de desconocidos, se queda con los adultos y no toca lo peligroso',
    ],
    ['能说出哪些东西危险、为什么', 'Says which things are dangerous and why', 'Dice qué cosas son peligrosas y por qué'],
    ['会提醒同伴注意安全', 'Reminds friends to stay safe', 'Recuerda a sus compañeros que tengan cuidado'],
  ],
  'health.3.3@4-5': [
    ['不认识红绿灯，说不出家人信息', 'Does not know traffic lights or family details', 'No conoce el semáforo ni los datos de su familia'],
    [
      '认识红绿灯，在帮助下说出家长姓名',
      'Knows traffic lights; says a parent’s name with help',
      'Conoce el semáforo; dice el nombre de un familiar con ayuda',
    ],
    [
      '知道红绿灯，不玩火和水，能说出家人姓名和电话',
      'Knows traffic lights, does not play with fire or water, gives family names and a phone number',
      'Conoce el semáforo, no juega con fuego ni agua y dice nombres y un teléfono de su familia',
    ],
    ['在游戏中能遵守安全规则', 'Follows safety rules during play', 'Respeta las normas de seguridad al jugar'],
    ['能发现身边的危险并告诉成人', 'Spots dangers around them and tells an adult', 'Detecta peligros a su alrededor y avisa a un adulto'],
  ],
  'health.3.3@5-6': [
    [
      '不知道求助电话，走失时不会求助',
      'Does not know emergency numbers or how to ask for help when lost',
      'No conoce los teléfonos de emergencia ni cómo pedir ayuda si se pierde',
    ],
    [
      '在提示下说出求助电话和方法',
      'Names emergency numbers and steps when prompted',
      'Dice los teléfonos de emergencia y qué hacer si se le ayuda',
    ],
    [
      '遵守交通规则，知道求助电话和走失时怎么办',
      'Follows traffic rules, knows emergency numbers and what to do if lost',
      'Respeta las normas de tráfico, conoce los teléfonos de emergencia y qué hacer si se pierde',
    ],
    ['能在情景演练中正确应对', 'Responds correctly in safety drills', 'Responde correctamente en los simulacros'],
    ['能给同伴讲安全知识', 'Teaches friends about staying safe', 'Enseña a sus compañeros cómo mantenerse a salvo'],
  ],
  // language.1.1 listens and understands
  'language.1.1@3-4': [
    ['别人说话时很少注意听', 'Seldom pays attention when spoken to', 'Casi nunca presta atención cuando le hablan'],
    [
      '叫名字、配合动作时能注意听',
      'Listens when called by name or shown with gestures',
      'Escucha cuando le llaman por su nombre o le hacen gestos',
    ],
    [
      '别人对自己说话时能注意听，听懂日常用语',
      'Pays attention when spoken to and understands everyday words',
      'Presta atención cuando le hablan y entiende las palabras cotidianas',
    ],
    ['能听懂并执行两步指令', 'Understands and follows two-step instructions', 'Entiende y sigue instrucciones de dos pasos'],
    [
      '能听懂老师对全班说的话并回应',
      'Understands what the teacher tells the whole class and responds',
      'Entiende lo que la maestra dice a toda la clase y responde',
    ],
  ],
  'language.1.1@4-5': [
    [
      '常打断别人，听不完一句话',
      'Often interrupts and does not hear a sentence out',
      'Interrumpe a menudo y no escucha una frase completa',
    ],
    ['提醒下能听别人说完', 'Lets others finish when reminded', 'Deja terminar a los demás cuando se le recuerda'],
    [
      '能耐心听别人讲话，结合情境理解意思',
      'Listens patiently and understands from the context',
      'Escucha con paciencia y entiende por el contexto',
    ],
    ['能复述听到的主要内容', 'Repeats the main points of what they heard', 'Repite lo principal de lo que ha escuchado'],
    ['能听出话中的语气和情绪', 'Hears the tone and feeling in what is said', 'Percibe el tono y la emoción de lo que se dice'],
  ],
  'language.1.1@5-6': [
    ['集体中很难专心听', 'Finds it hard to listen in a group', 'Le cuesta escuchar en grupo'],
    [
      '提醒下能听集体讲话，理解短句',
      'Listens in a group when reminded; follows short sentences',
      'Escucha en grupo si se le recuerda; entiende frases cortas',
    ],
    [
      '集体中认真听，能理解较复杂的句子',
      'Listens closely in a group and follows longer, complex sentences',
      'Escucha con atención en grupo y entiende frases largas y complejas',
    ],
    ['能听懂多步任务并按顺序完成', 'Follows multi-step tasks in order', 'Sigue tareas de varios pasos en orden'],
    ['听后能提出问题或补充想法', 'Asks questions or adds ideas after listening', 'Hace preguntas o añade ideas después de escuchar'],
  ],
  // language.1.2 willing to speak and speaks clearly
  'language.1.2@3-4': [
    ['很少开口，需要时用动作表示', 'Rarely speaks; uses gestures to ask', 'Casi no habla; pide con gestos'],
    [
      '在成人引导下说单词或短句',
      'Says words or short phrases when an adult prompts',
      'Dice palabras o frases cortas si un adulto le anima',
    ],
    [
      '愿意和熟悉的人说话，能说出自己的需要和想法',
      'Talks with familiar people and says what they want and think',
      'Habla con personas conocidas y dice lo que quiere y piensa',
    ],
    ['能主动和同伴交谈', 'Starts conversations with friends', 'Inicia conversaciones con sus compañeros'],
    ['乐于和老师、同伴分享见闻', 'Likes sharing news with teachers and friends', 'Le gusta contar novedades a maestras y compañeros'],
  ],
  'language.1.2@4-5': [
    ['集体面前不愿说话', 'Will not speak in front of the group', 'No quiere hablar delante del grupo'],
    ['在鼓励下在集体中说几句', 'Says a few words to the group when encouraged', 'Dice unas palabras al grupo si se le anima'],
    [
      '愿意在集体中发言，能基本按顺序讲一件事',
      'Speaks up in a group and tells an event roughly in order',
      'Habla en grupo y cuenta un suceso más o menos en orden',
    ],
    [
      '讲述清楚，能回答同伴的提问',
      'Tells things clearly and answers friends’ questions',
      'Cuenta con claridad y responde a las preguntas de los compañeros',
    ],
    [
      '讲述生动，能吸引同伴倾听',
      'Tells things vividly so friends want to listen',
      'Cuenta de forma viva y los compañeros quieren escuchar',
    ],
  ],
  'language.1.2@5-6': [
    ['在众人面前讲话紧张、断续', 'Speaks haltingly and nervously in front of others', 'Habla con nervios y a trompicones delante de otros'],
    ['在提示下能完整讲一件事', 'Tells a whole event with prompts', 'Cuenta un suceso completo con ayuda'],
    [
      '在众人面前自信讲话，讲述连贯',
      'Talks confidently in front of others and tells things coherently',
      'Habla con confianza ante otros y cuenta las cosas con coherencia',
    ],
    [
      '讲述有条理，会用形容词和连接词',
      'Tells things in order, using describing and linking words',
      'Cuenta con orden, usando adjetivos y conectores',
    ],
    [
      '能主持小活动或给全班讲故事',
      'Can host a small activity or tell the class a story',
      'Puede presentar una pequeña actividad o contar un cuento a la clase',
    ],
  ],
  // language.1.3 good manners in speech
  'language.1.3@3-4': [
    [
      '说话时不看对方，不用礼貌用语',
      'Does not look at the listener or use polite words',
      'No mira a quien le habla ni usa palabras de cortesía',
    ],
    [
      '在成人示范下说“谢谢”“再见”',
      'Says thank you and goodbye when an adult models it',
      'Dice gracias y adiós cuando un adulto le da el ejemplo',
    ],
    [
      '说话时看着对方，提醒下使用礼貌用语',
      'Looks at the listener and uses polite words when reminded',
      'Mira a quien le habla y usa palabras de cortesía cuando se le recuerda',
    ],
    [
      '多数时候主动问好、道谢',
      'Greets and thanks people on their own most of the time',
      'Saluda y da las gracias por sí mismo casi siempre',
    ],
    ['礼貌待人，会提醒同伴', 'Is polite and reminds friends to be', 'Es educado y se lo recuerda a sus compañeros'],
  ],
  'language.1.3@4-5': [
    ['在室内也大声喊叫', 'Shouts even indoors', 'Grita incluso en el interior'],
    ['提醒下能调整音量', 'Lowers their voice when reminded', 'Baja la voz cuando se le recuerda'],
    [
      '能根据场合调整音量，主动使用礼貌用语',
      'Adjusts their voice to the place and uses polite words unprompted',
      'Ajusta la voz al lugar y usa palabras de cortesía por sí mismo',
    ],
    ['与不同的人说话时语气得体', 'Uses a fitting tone with different people', 'Usa un tono adecuado con distintas personas'],
    [
      '交流礼貌大方，是同伴的榜样',
      'Speaks politely and at ease; a model for friends',
      'Habla con cortesía y soltura; un ejemplo para sus compañeros',
    ],
  ],
  'language.1.3@5-6': [
    ['常抢话、插话', 'Often talks over others and interrupts', 'A menudo habla encima de los demás e interrumpe'],
    ['提醒下能等待轮到自己', 'Waits for their turn when reminded', 'Espera su turno cuando se le recuerda'],
    [
      '轮流发言不插话，说话礼貌，会说普通话',
      'Takes turns, does not interrupt, speaks politely in Putonghua',
      'Respeta los turnos, no interrumpe y habla con cortesía en putonghua',
    ],
    [
      '讨论中能倾听并回应别人的观点',
      'Listens to and answers others’ ideas in a discussion',
      'En una conversación escucha y responde a las ideas de otros',
    ],
    ['能组织同伴有序讨论', 'Helps friends hold an orderly discussion', 'Ayuda a sus compañeros a conversar por turnos'],
  ],
  // language.2.1 likes listening to stories and reading books
  'language.2.1@3-4': [
    [
      '听故事时坐不住，很少翻书',
      'Cannot sit through a story; seldom opens a book',
      'No aguanta sentado un cuento; casi nunca abre un libro',
    ],
    ['成人陪伴下能听完短故事', 'Listens to a short story with an adult beside them', 'Escucha un cuento corto con un adulto al lado'],
    ['喜欢听故事，会自己拿书看', 'Enjoys stories and picks up books alone', 'Disfruta de los cuentos y coge libros por sí mismo'],
    ['能一页页翻书，看得较久', 'Turns pages one by one and looks for a good while', 'Pasa las páginas una a una y mira un buen rato'],
    [
      '常在阅读区看书，还与同伴分享',
      'Often reads in the book corner and shares with friends',
      'Lee a menudo en el rincón de lectura y lo comparte con sus compañeros',
    ],
  ],
  'language.2.1@4-5': [
    ['很少主动要求听故事', 'Seldom asks for a story', 'Casi nunca pide un cuento'],
    ['在引导下看书一小会儿', 'Looks at a book a short while when guided', 'Mira un libro un ratito si se le guía'],
    [
      '主动要求听故事，专注看书一段时间，对文字好奇',
      'Asks for stories, looks at books with focus, is curious about print',
      'Pide cuentos, mira los libros con atención y siente curiosidad por las letras',
    ],
    ['会问书上的字是什么意思', 'Asks what the words in a book mean', 'Pregunta qué significan las palabras del libro'],
    [
      '有喜欢的书，能向同伴推荐',
      'Has favourite books and recommends them to friends',
      'Tiene libros favoritos y los recomienda a sus compañeros',
    ],
  ],
  'language.2.1@5-6': [
    ['看书时东翻西翻，不专注', 'Flicks through books without focus', 'Hojea los libros sin concentrarse'],
    [
      '在陪伴下能专注看完一本图画书',
      'Looks through a picture book with focus when accompanied',
      'Mira con atención un libro ilustrado si se le acompaña',
    ],
    [
      '专注阅读图画书，对周围的文字感兴趣',
      'Reads picture books with focus and notices the writing around them',
      'Lee libros ilustrados con atención y se fija en lo escrito a su alrededor',
    ],
    ['能认出常见的字和标志', 'Recognises common characters and signs', 'Reconoce palabras y señales comunes'],
    ['养成每天阅读的习惯', 'Has a daily reading habit', 'Tiene el hábito de leer cada día'],
  ],
  // language.2.2 understands and tells stories
  'language.2.2@3-4': [
    ['听完故事说不出内容', 'Cannot say anything about a story just heard', 'No sabe decir nada del cuento que acaba de oír'],
    ['在提问下说出故事里的角色', 'Names the characters when asked', 'Nombra los personajes cuando se le pregunta'],
    [
      '理解简单故事，能说出画面内容',
      'Understands a simple story and says what is in the pictures',
      'Entiende un cuento sencillo y dice lo que hay en las imágenes',
    ],
    ['能说出故事的主要情节', 'Tells the main events of the story', 'Cuenta lo principal del cuento'],
    ['会用动作和表情表演故事', 'Acts out the story with gestures and faces', 'Representa el cuento con gestos y expresiones'],
  ],
  'language.2.2@4-5': [
    ['讲不出故事的先后', 'Cannot tell what happened first and next', 'No sabe qué pasó primero ni después'],
    ['看着画面能说出部分情节', 'Tells some events while looking at the pictures', 'Cuenta algunas partes mirando las imágenes'],
    [
      '讲出主要情节，能根据画面猜测后续',
      'Tells the main events and guesses what comes next from the pictures',
      'Cuenta lo principal y adivina qué pasará por las imágenes',
    ],
    ['能说出角色的心情和原因', 'Says how a character feels and why', 'Dice cómo se siente un personaje y por qué'],
    ['能和同伴分角色讲述故事', 'Tells a story in parts with friends', 'Cuenta un cuento por papeles con sus compañeros'],
  ],
  'language.2.2@5-6': [
    ['复述故事时内容零散', 'Retells a story in scattered bits', 'Vuelve a contar el cuento a trozos sueltos'],
    ['在提示下能复述故事', 'Retells a story with prompts', 'Vuelve a contar el cuento con ayuda'],
    [
      '能复述故事，说出自己的看法，续编结尾',
      'Retells a story, says what they think, invents a new ending',
      'Vuelve a contar el cuento, da su opinión e inventa un nuevo final',
    ],
    ['能自编简短的故事', 'Makes up short stories of their own', 'Inventa cuentos cortos propios'],
    ['能把自编故事画成图画书', 'Turns their own story into a picture book', 'Convierte su propio cuento en un libro ilustrado'],
  ],
  // language.2.3 early writing
  'language.2.3@3-4': [
    ['很少拿笔', 'Rarely picks up a crayon', 'Casi nunca coge un lápiz'],
    ['在鼓励下涂画几笔', 'Makes a few marks when encouraged', 'Hace unos trazos si se le anima'],
    [
      '喜欢涂涂画画，能说出所画的意思',
      'Likes scribbling and drawing and says what the marks mean',
      'Le gusta garabatear y dibujar y dice qué significan sus trazos',
    ],
    ['画中有可辨认的形象', 'Draws recognisable figures', 'Dibuja figuras reconocibles'],
    ['会用图画给同伴讲事情', 'Uses drawings to tell friends things', 'Usa dibujos para contar cosas a sus compañeros'],
  ],
  'language.2.3@4-5': [
    ['不会用图画表达想法', 'Does not use drawings to say something', 'No usa dibujos para expresar algo'],
    ['在引导下用简单图画表达', 'Uses simple drawings to say something when guided', 'Con ayuda usa dibujos sencillos para expresarse'],
    ['能用图画和符号表达意思', 'Uses drawings and symbols to get a message across', 'Usa dibujos y símbolos para transmitir un mensaje'],
    ['能画简单的“留言条”或计划', 'Draws a simple note or plan', 'Dibuja una nota o un plan sencillo'],
    ['会为班级活动设计标志', 'Designs signs for class activities', 'Diseña carteles para las actividades de la clase'],
  ],
  'language.2.3@5-6': [
    [
      '握笔姿势不对，不会写名字',
      'Holds the pencil wrongly and cannot write their name',
      'Sujeta mal el lápiz y no sabe escribir su nombre',
    ],
    [
      '在帮助下握笔正确，描写名字',
      'Holds the pencil right with help and traces their name',
      'Con ayuda sujeta bien el lápiz y repasa su nombre',
    ],
    [
      '用图画和符号记录，尝试写名字，握笔正确',
      'Records with drawings and symbols, tries to write their name, holds the pencil correctly',
      'Anota con dibujos y símbolos, intenta escribir su nombre y sujeta bien el lápiz',
    ],
    ['能独立写出自己的名字', 'Writes their own name without help', 'Escribe su nombre sin ayuda'],
    [
      '会用图文记录观察和经历',
      'Records observations and experiences in pictures and letters',
      'Registra observaciones y vivencias con dibujos y letras',
    ],
  ],
};

/**
 * Level `level` (1–5) of the indicator `code` for `bracket`: its own description where one is
 * written (led by the rubric's name of the level, e.g. "Secure:"), else the shared rubric.
 */
export function indicatorLevelWords(level: number, code: string, bracket: AgeBracket, indicator: Words): Words {
  const own = SPECIFIC_LEVELS[`${code}@${bracket}`]?.[level - 1];
  if (!own) return levelWords(level, indicator);
  const name = (LEVEL_RUBRIC[level - 1] as Words).map((w) => w.split(/[：:]/)[0]);
  return [`${name[0]}：${own[0]}`, `${name[1]}: ${own[1]}`, `${name[2]}: ${own[2]}`];
}
