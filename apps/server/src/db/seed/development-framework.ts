import type { AgeBracket, DevelopmentDomain } from '@kc/contract';

/**
 * The development framework the system indicator library (IndicatorLibs) is seeded with.
 *
 * Sources (structure followed, wording our own — a paraphrase, never the texts themselves):
 * - 3–6岁儿童学习与发展指南 (Guide to the Learning and Development of Children Aged 3–6), Ministry of
 *   Education of the PRC, 2012 (教基二〔2012〕4号): its five domains, their 11 sub-domains, 32 goals and
 *   the typical behaviours it describes for 3–4, 4–5 and 5–6 years;
 * - 托育机构保育指导大纲（试行） (Care guideline for childcare institutions, trial), National Health
 *   Commission, 2021 (国卫人口发〔2021〕2号): the nursery bracket 2–3, for the goals where it applies.
 *
 * One indicator per goal and bracket sums up the bracket's typical behaviours. A goal's code is
 * `<domain>.<sub-domain>.<goal>` (framework.ts): activities and weekly plans link to these same codes.
 * The level descriptions 1–5 follow one rubric (LEVEL_RUBRIC) applied to the indicator, except where
 * development-levels.ts writes them for the indicator itself (health and language, 3–6).
 */
export type Words = readonly [zh: string, en: string, es: string];

export interface GoalSeed {
  code: string;
  name: Words;
  indicators: Partial<Record<AgeBracket, Words>>;
}

export interface SubDomainSeed {
  domain: DevelopmentDomain;
  no: number;
  name: Words;
  goals: GoalSeed[];
}

export const FRAMEWORK_SOURCES = ['3-6岁儿童学习与发展指南 (MoE 2012)', '托育机构保育指导大纲（试行）(NHC 2021)'] as const;

/** The five levels, said of any indicator: how often and how independently the child shows it. */
export const LEVEL_RUBRIC: readonly Words[] = [
  [
    '尚未表现：即使有成人帮助也很少做到',
    'Not yet: rarely shows it, even with an adult’s help',
    'Aún no: rara vez lo muestra, incluso con ayuda de un adulto',
  ],
  [
    '开始表现：在成人示范和直接帮助下偶尔做到',
    'Emerging: shows it now and then when an adult models and helps',
    'Emergente: lo muestra a veces cuando un adulto le ayuda y le da el ejemplo',
  ],
  ['基本做到：在提醒下通常能做到', 'Developing: usually shows it when reminded', 'En desarrollo: suele mostrarlo cuando se le recuerda'],
  [
    '较好做到：多数情况下主动、独立地做到',
    'Secure: shows it on their own in most situations',
    'Consolidado: lo muestra por sí mismo en la mayoría de las situaciones',
  ],
  [
    '稳定做到：在各种情境中稳定、独立地做到，并能带动同伴',
    'Confident: shows it steadily in every setting and helps peers do so',
    'Seguro: lo muestra de forma estable en cualquier situación y ayuda a sus compañeros',
  ],
];

/** Level `level` (1–5) of an indicator, in the three languages. */
export const levelWords = (level: number, indicator: Words): Words => {
  const r = LEVEL_RUBRIC[level - 1] as Words;
  return [`${r[0]}——${indicator[0]}`, `${r[1]} — ${indicator[1]}`, `${r[2]} — ${indicator[2]}`];
};

export const DEVELOPMENT_FRAMEWORK: readonly SubDomainSeed[] = [
  {
    domain: 'health',
    no: 1,
    name: ['身心状况', 'Physical and mental well-being', 'Bienestar físico y emocional'],
    goals: [
      {
        code: 'health.1.1',
        name: ['具有健康的体态', 'A healthy body and posture', 'Un cuerpo y una postura saludables'],
        indicators: {
          '2-3': [
            '身高体重稳步增长，能稳稳地坐、站和走',
            'Grows steadily in height and weight; sits, stands and walks steadily',
            'Crece de forma constante en talla y peso; se sienta, se pone de pie y camina con estabilidad',
          ],
          '3-4': [
            '身高体重在正常范围内，经提醒能保持坐、站、走的正确姿势',
            'Height and weight in the normal range; sits, stands and walks upright when reminded',
            'Talla y peso dentro de lo normal; se sienta, está de pie y camina erguido cuando se le recuerda',
          ],
          '4-5': [
            '身高体重在正常范围内，较少提醒就能保持正确姿势',
            'Height and weight in the normal range; keeps an upright posture with few reminders',
            'Talla y peso dentro de lo normal; mantiene una postura correcta con pocos recordatorios',
          ],
          '5-6': [
            '身高体重在正常范围内，已养成保持正确坐姿、站姿和行走姿势的习惯',
            'Height and weight in the normal range; holds a good posture out of habit',
            'Talla y peso dentro de lo normal; mantiene una buena postura por costumbre',
          ],
        },
      },
      {
        code: 'health.1.2',
        name: ['情绪安定愉快', 'Calm and cheerful emotions', 'Emociones tranquilas y alegres'],
        indicators: {
          '2-3': [
            '在熟悉的照护者陪伴下情绪稳定，哭闹时容易被安抚',
            'Settled with familiar carers; easily comforted when upset',
            'Tranquilo con sus cuidadores habituales; se le consuela con facilidad cuando llora',
          ],
          '3-4': [
            '大多时候心情愉快，不高兴时在成人安慰下能较快平静',
            'Mostly in good spirits; calms down soon when an adult comforts them',
            'Casi siempre de buen humor; se calma pronto cuando un adulto le consuela',
          ],
          '4-5': [
            '经常保持愉快，有情绪时经提醒能慢慢平静，并能说出自己的感受',
            'Usually cheerful; calms down when reminded and can say how they feel',
            'Suele estar alegre; se calma cuando se le recuerda y sabe decir cómo se siente',
          ],
          '5-6': [
            '情绪积极稳定，能用恰当的方式表达和调节自己的情绪',
            'Positive and steady; expresses and manages feelings in suitable ways',
            'Positivo y estable; expresa y regula sus emociones de manera adecuada',
          ],
        },
      },
      {
        code: 'health.1.3',
        name: ['具有一定的适应能力', 'Able to adapt', 'Capacidad de adaptación'],
        indicators: {
          '2-3': [
            '逐渐适应托育机构的作息和照护者',
            'Gradually gets used to the nursery’s routine and carers',
            'Se acostumbra poco a poco al horario y a los cuidadores de la guardería',
          ],
          '3-4': [
            '在成人照顾下能适应天气冷热变化，在帮助下较快适应集体生活',
            'With adult care copes with hot and cold days; with help soon settles into group life',
            'Con el cuidado de un adulto se adapta al frío y al calor; con ayuda se integra pronto en la vida de grupo',
          ],
          '4-5': [
            '能适应季节和天气的变化，换了新环境能较快适应',
            'Copes with changes of season and weather; settles into a new place fairly quickly',
            'Se adapta a los cambios de estación y de tiempo; se acostumbra bastante rápido a un lugar nuevo',
          ],
          '5-6': [
            '在较冷或较热的户外也能坚持活动，能很快适应新的环境和人',
            'Keeps active outdoors in cold or heat; adapts quickly to new places and people',
            'Sigue activo al aire libre con frío o calor; se adapta rápido a lugares y personas nuevos',
          ],
        },
      },
    ],
  },
  {
    domain: 'health',
    no: 2,
    name: ['动作发展', 'Movement', 'Desarrollo motor'],
    goals: [
      {
        code: 'health.2.1',
        name: ['具有一定的平衡能力，动作协调、灵敏', 'Balance, coordination and agility', 'Equilibrio, coordinación y agilidad'],
        indicators: {
          '2-3': [
            '能稳稳地走和跑，能上下台阶，能双脚原地跳',
            'Walks and runs steadily, goes up and down steps, jumps on the spot with both feet',
            'Camina y corre con estabilidad, sube y baja escalones, salta en el sitio con los dos pies',
          ],
          '3-4': [
            '能沿较宽的低矮平衡物走一段距离，能双脚连续向前跳',
            'Walks along a wide, low beam for a stretch; jumps forward with both feet several times',
            'Camina un tramo sobre una barra ancha y baja; salta hacia delante con los dos pies varias veces',
          ],
          '4-5': [
            '能在较窄的低矮平衡物上走，跑动中能变换方向并躲闪',
            'Walks along a narrow, low beam; changes direction and dodges while running',
            'Camina sobre una barra estrecha y baja; cambia de dirección y esquiva mientras corre',
          ],
          '5-6': [
            '能在窄的平衡物上边走边做动作，能快速躲闪，会跳绳',
            'Walks a narrow beam while doing a task, dodges quickly and skips rope',
            'Camina por una barra estrecha haciendo algo a la vez, esquiva con rapidez y salta a la comba',
          ],
        },
      },
      {
        code: 'health.2.2',
        name: ['具有一定的力量和耐力', 'Strength and endurance', 'Fuerza y resistencia'],
        indicators: {
          '2-3': [
            '能推拉玩具、搬运轻的物品，能自己走一小段路',
            'Pushes and pulls toys, carries light things, walks a short way without being carried',
            'Empuja y arrastra juguetes, lleva cosas ligeras y camina un trecho corto sin que le lleven en brazos',
          ],
          '3-4': [
            '能双手抓杠悬空片刻，能单手把小球向前投出约两米，能走一公里左右（中途可休息）',
            'Hangs from a bar for a moment, throws a small ball about two metres, walks about a kilometre with rests',
            'Se cuelga de una barra un momento, lanza una pelota pequeña unos dos metros y camina alrededor de un kilómetro con descansos',
          ],
          '4-5': [
            '能抓杠悬空更久，能把小球投出约四米，能连续行走一公里以上',
            'Hangs from a bar for longer, throws a small ball about four metres, walks more than a kilometre',
            'Aguanta colgado más tiempo, lanza una pelota pequeña unos cuatro metros y camina más de un kilómetro',
          ],
          '5-6': [
            '能较长时间悬垂，能把小球投出五米左右，能连续行走一公里半以上',
            'Hangs from a bar for a good while, throws a small ball about five metres, walks a kilometre and a half or more',
            'Aguanta colgado un buen rato, lanza una pelota pequeña unos cinco metros y camina kilómetro y medio o más',
          ],
        },
      },
      {
        code: 'health.2.3',
        name: ['手的动作灵活协调', 'Skilful, coordinated hands', 'Manos hábiles y coordinadas'],
        indicators: {
          '2-3': [
            '能翻书页、搭几块积木、随意涂画，会用勺子',
            'Turns pages, stacks a few blocks, scribbles and uses a spoon',
            'Pasa páginas, apila algunos bloques, garabatea y usa la cuchara',
          ],
          '3-4': [
            '能画简单的图形，能用剪刀沿直线剪，能用勺子吃饭',
            'Draws simple shapes, cuts along a straight line, eats with a spoon',
            'Dibuja formas sencillas, recorta siguiendo una línea recta y come con cuchara',
          ],
          '4-5': [
            '能沿轮廓线剪出较简单的图形，能使用筷子吃饭',
            'Cuts out simple shapes along an outline and eats with chopsticks',
            'Recorta figuras sencillas siguiendo el contorno y come con palillos',
          ],
          '5-6': [
            '能熟练使用笔、剪刀和筷子，能系扣子、拉拉链',
            'Uses pencils, scissors and chopsticks with ease; does up buttons and zips',
            'Usa con soltura lápices, tijeras y palillos; se abrocha botones y cremalleras',
          ],
        },
      },
    ],
  },
  {
    domain: 'health',
    no: 3,
    name: ['生活习惯与生活能力', 'Daily habits and self-care', 'Hábitos y autonomía'],
    goals: [
      {
        code: 'health.3.1',
        name: ['具有良好的生活与卫生习惯', 'Good daily and hygiene habits', 'Buenos hábitos de vida e higiene'],
        indicators: {
          '2-3': [
            '跟随一日作息，愿意让照护者洗手洗脸，愿意尝试新食物',
            'Follows the day’s rhythm, lets carers wash hands and face, tries new foods',
            'Sigue el ritmo del día, se deja lavar manos y cara y prueba alimentos nuevos',
          ],
          '3-4': [
            '按时睡觉和吃饭，在提醒下饭前便后洗手，不挑食',
            'Sleeps and eats at set times, washes hands before meals and after the toilet when reminded, eats a varied diet',
            'Duerme y come a su hora, se lava las manos antes de comer y después del baño cuando se le recuerda, come de todo',
          ],
          '4-5': [
            '作息有规律，主动洗手，早晚刷牙',
            'Keeps a regular routine, washes hands unprompted, brushes teeth morning and night',
            'Mantiene una rutina regular, se lava las manos sin que se lo pidan y se cepilla los dientes mañana y noche',
          ],
          '5-6': [
            '养成良好的作息和卫生习惯，能控制看屏幕的时间',
            'Has settled daily and hygiene habits and limits screen time',
            'Tiene hábitos de descanso e higiene consolidados y limita el tiempo de pantallas',
          ],
        },
      },
      {
        code: 'health.3.2',
        name: ['具有基本的生活自理能力', 'Basic self-care', 'Autonomía básica en la vida diaria'],
        indicators: {
          '2-3': [
            '能用勺子自己吃饭，会表示大小便需求，会配合脱鞋',
            'Feeds themselves with a spoon, signals toilet needs, helps take off shoes',
            'Come solo con cuchara, avisa cuando necesita ir al baño y ayuda a quitarse los zapatos',
          ],
          '3-4': [
            '在帮助下能穿脱衣服和鞋袜，能自己吃饭',
            'Dresses and undresses with help and eats on their own',
            'Se viste y desviste con ayuda y come solo',
          ],
          '4-5': [
            '能自己穿脱衣服、扣扣子，能整理自己的玩具',
            'Dresses and undresses alone, does up buttons, puts their toys away',
            'Se viste y desviste solo, se abrocha los botones y recoge sus juguetes',
          ],
          '5-6': [
            '能根据冷热增减衣服，会系鞋带，能整理自己的物品',
            'Adds or removes clothes for the weather, ties shoelaces, keeps their things tidy',
            'Se pone o quita ropa según el tiempo, se ata los cordones y ordena sus cosas',
          ],
        },
      },
      {
        code: 'health.3.3',
        name: [
          '具备基本的安全知识和自我保护能力',
          'Basic safety knowledge and self-protection',
          'Nociones básicas de seguridad y autoprotección',
        ],
        indicators: {
          '2-3': [
            '听到照护者的提醒会停下来，在提醒下远离热的、尖的东西',
            'Stops when a carer warns them; keeps away from hot or sharp things when reminded',
            'Se detiene cuando el cuidador le avisa; se aleja de cosas calientes o afiladas cuando se le recuerda',
          ],
          '3-4': [
            '不吃陌生人给的东西，在公共场所不离开成人，知道不碰危险物品',
            'Refuses food from strangers, stays with adults in public places, leaves dangerous things alone',
            'No acepta comida de desconocidos, no se separa de los adultos en lugares públicos y no toca objetos peligrosos',
          ],
          '4-5': [
            '认识交通信号，知道不玩火、不玩水，能说出家人姓名和电话',
            'Knows the traffic lights, does not play with fire or water, can say family names and a phone number',
            'Conoce los semáforos, no juega con fuego ni con agua y sabe decir los nombres de su familia y un teléfono',
          ],
          '5-6': [
            '遵守交通规则，知道常用的求助电话，走失时知道怎样求助',
            'Follows traffic rules, knows the emergency numbers and how to ask for help if lost',
            'Respeta las normas de tráfico, conoce los teléfonos de emergencia y sabe pedir ayuda si se pierde',
          ],
        },
      },
    ],
  },
  {
    domain: 'language',
    no: 1,
    name: ['倾听与表达', 'Listening and speaking', 'Escuchar y expresarse'],
    goals: [
      {
        code: 'language.1.1',
        name: [
          '认真听并能听懂常用语言',
          'Listens with attention and understands everyday speech',
          'Escucha con atención y comprende el lenguaje cotidiano',
        ],
        indicators: {
          '2-3': [
            '听到自己的名字会回应，能听懂简单的一步指令',
            'Responds to their name and follows simple one-step requests',
            'Responde a su nombre y sigue peticiones sencillas de un solo paso',
          ],
          '3-4': [
            '别人对自己说话时能注意听，能听懂日常用语',
            'Pays attention when spoken to and understands everyday words',
            'Presta atención cuando le hablan y entiende las palabras del día a día',
          ],
          '4-5': [
            '能耐心听别人讲话，不随意打断，能结合情境理解话语',
            'Listens patiently without interrupting and understands speech from its context',
            'Escucha con paciencia sin interrumpir y entiende lo que se dice por el contexto',
          ],
          '5-6': [
            '在集体中能专注倾听，能听懂较复杂的句子',
            'Listens closely in a group and understands longer, more complex sentences',
            'Escucha con atención en grupo y comprende frases más largas y complejas',
          ],
        },
      },
      {
        code: 'language.1.2',
        name: ['愿意讲话并能清楚地表达', 'Willing to talk and speaks clearly', 'Quiere hablar y se expresa con claridad'],
        indicators: {
          '2-3': [
            '能用词语和短句表达自己的需要',
            'Uses words and short sentences to say what they need',
            'Usa palabras y frases cortas para decir lo que necesita',
          ],
          '3-4': [
            '愿意和熟悉的人说话，能说出自己的想法和需要',
            'Happy to talk with familiar people; says what they want and think',
            'Le gusta hablar con personas conocidas; dice lo que quiere y piensa',
          ],
          '4-5': [
            '愿意在集体面前讲话，能大致按顺序讲清一件事',
            'Speaks up in a group and tells about an event roughly in order',
            'Se atreve a hablar en grupo y cuenta un suceso más o menos en orden',
          ],
          '5-6': [
            '敢在众人面前说话，讲述连贯、生动',
            'Talks confidently in front of others and tells things coherently and vividly',
            'Habla con seguridad delante de otros y cuenta las cosas con orden y viveza',
          ],
        },
      },
      {
        code: 'language.1.3',
        name: ['具有文明的语言习惯', 'Polite speaking habits', 'Hábitos de cortesía al hablar'],
        indicators: {
          '2-3': [
            '会模仿说“你好”“谢谢”等问候语',
            'Imitates greetings such as “hello” and “thank you”',
            'Imita saludos como «hola» y «gracias»',
          ],
          '3-4': [
            '与人说话时看着对方，在提醒下使用礼貌用语',
            'Looks at the person they talk to and uses polite words when reminded',
            'Mira a quien le habla y usa palabras de cortesía cuando se le recuerda',
          ],
          '4-5': [
            '能根据场合调节音量，主动使用礼貌用语',
            'Adjusts their voice to the place and uses polite words on their own',
            'Ajusta el volumen de la voz al lugar y usa palabras de cortesía por iniciativa propia',
          ],
          '5-6': [
            '轮流说话、不插嘴，说话文明得体，会说普通话',
            'Takes turns to speak, does not interrupt, speaks politely and uses the common language (Putonghua)',
            'Respeta los turnos de palabra, no interrumpe, habla con cortesía y usa la lengua común (putonghua)',
          ],
        },
      },
    ],
  },
  {
    domain: 'language',
    no: 2,
    name: ['阅读与书写准备', 'Early reading and writing', 'Iniciación a la lectura y la escritura'],
    goals: [
      {
        code: 'language.2.1',
        name: ['喜欢听故事，看图书', 'Enjoys stories and books', 'Disfruta de los cuentos y los libros'],
        indicators: {
          '2-3': [
            '喜欢看图画书，会指认画面，会一页页翻书',
            'Likes picture books, points at the pictures and turns pages one by one',
            'Le gustan los libros ilustrados, señala los dibujos y pasa las páginas una a una',
          ],
          '3-4': [
            '喜欢听故事，能自己拿书翻看',
            'Enjoys listening to stories and picks up books to look at alone',
            'Disfruta escuchando cuentos y coge libros para mirarlos solo',
          ],
          '4-5': [
            '经常要求成人讲故事，能专注地看书一段时间，对文字有兴趣',
            'Asks adults for stories, looks at a book with focus for a while, is curious about print',
            'Pide a los adultos que le lean, mira un libro con atención un rato y siente curiosidad por las letras',
          ],
          '5-6': [
            '能专注地阅读图书，对周围环境中的文字感兴趣',
            'Reads picture books with focus and is interested in the writing around them',
            'Lee libros ilustrados con concentración y se interesa por los textos de su entorno',
          ],
        },
      },
      {
        code: 'language.2.2',
        name: ['具有初步的阅读理解能力', 'Early reading comprehension', 'Comprensión lectora inicial'],
        indicators: {
          '2-3': [
            '能说出图画中熟悉事物的名称，会跟着念重复的儿歌',
            'Names familiar things in pictures and joins in repetitive rhymes',
            'Nombra cosas conocidas de los dibujos y se une a las rimas repetitivas',
          ],
          '3-4': [
            '能听懂简单故事的内容，能说出画面上有什么',
            'Understands a simple story and says what is in the pictures',
            'Entiende un cuento sencillo y dice qué hay en los dibujos',
          ],
          '4-5': [
            '能说出故事的主要内容，能根据画面猜测后面的情节',
            'Tells the main events of a story and guesses what happens next from the pictures',
            'Cuenta lo principal de un cuento y adivina lo que pasará por los dibujos',
          ],
          '5-6': [
            '能复述故事，说出对故事的看法，能续编或改编故事结尾',
            'Retells a story, says what they think of it, invents a new ending',
            'Vuelve a contar un cuento, opina sobre él e inventa un final distinto',
          ],
        },
      },
      {
        code: 'language.2.3',
        name: ['具有书面表达的愿望和初步技能', 'Wish and first skills to write', 'Deseo y primeras destrezas de expresión escrita'],
        indicators: {
          '3-4': [
            '喜欢涂涂画画，并能说出画的是什么',
            'Likes to scribble and draw and says what the marks mean',
            'Le gusta garabatear y dibujar y explica qué significan sus trazos',
          ],
          '4-5': [
            '愿意用图画和符号表达自己的意思',
            'Uses drawings and symbols to get a message across',
            'Usa dibujos y símbolos para transmitir lo que quiere decir',
          ],
          '5-6': [
            '能用图画和符号记录事情，尝试写自己的名字，书写姿势正确',
            'Records things with drawings and symbols, tries to write their name, holds the pencil correctly',
            'Registra cosas con dibujos y símbolos, intenta escribir su nombre y sujeta bien el lápiz',
          ],
        },
      },
    ],
  },
  {
    domain: 'social',
    no: 1,
    name: ['人际交往', 'Relationships', 'Relaciones con los demás'],
    goals: [
      {
        code: 'social.1.1',
        name: ['愿意与人交往', 'Likes to be with others', 'Le gusta relacionarse'],
        indicators: {
          '2-3': [
            '对其他小朋友感兴趣，喜欢在他们旁边玩',
            'Shows interest in other children and plays alongside them',
            'Muestra interés por otros niños y juega a su lado',
          ],
          '3-4': [
            '愿意和小朋友一起玩，喜欢和熟悉的成人在一起',
            'Happy to play with other children and to be with familiar adults',
            'Le gusta jugar con otros niños y estar con adultos conocidos',
          ],
          '4-5': [
            '喜欢和小朋友一起游戏，有经常一起玩的伙伴',
            'Enjoys playing with others and has regular playmates',
            'Disfruta jugando con otros y tiene compañeros de juego habituales',
          ],
          '5-6': [
            '有自己的好朋友，也喜欢结交新朋友，乐于参加集体活动',
            'Has close friends, makes new ones and enjoys group activities',
            'Tiene buenos amigos, hace amigos nuevos y disfruta de las actividades en grupo',
          ],
        },
      },
      {
        code: 'social.1.2',
        name: ['能与同伴友好相处', 'Gets on well with peers', 'Se lleva bien con sus compañeros'],
        indicators: {
          '2-3': [
            '能接受别的孩子在身边玩，在照护者帮助下开始学着轮流',
            'Accepts other children playing nearby; starts to take turns with a carer’s help',
            'Acepta que otros niños jueguen cerca; empieza a respetar turnos con ayuda del cuidador',
          ],
          '3-4': [
            '在成人引导下能分享玩具，想加入游戏时会提出请求',
            'Shares toys when guided and asks to join a game',
            'Comparte juguetes cuando se le guía y pide permiso para unirse a un juego',
          ],
          '4-5': [
            '会轮流和分享，在成人帮助下能解决小的冲突',
            'Takes turns and shares; settles small quarrels with an adult’s help',
            'Respeta turnos y comparte; resuelve pequeños conflictos con ayuda de un adulto',
          ],
          '5-6': [
            '能与同伴合作游戏，会协商，能自己解决冲突',
            'Plays cooperatively, negotiates and sorts out conflicts on their own',
            'Juega en cooperación, negocia y resuelve los conflictos por sí mismo',
          ],
        },
      },
      {
        code: 'social.1.3',
        name: ['具有自尊、自信、自主的表现', 'Self-respect, confidence and independence', 'Autoestima, confianza y autonomía'],
        indicators: {
          '2-3': [
            '想自己做事，常说“我自己来”',
            'Wants to do things alone and often says “I’ll do it”',
            'Quiere hacer las cosas solo y dice a menudo «yo solo»',
          ],
          '3-4': [
            '能自己做力所能及的事，受到表扬时很高兴',
            'Does what they can by themselves and is pleased when praised',
            'Hace solo lo que puede y se alegra cuando le elogian',
          ],
          '4-5': [
            '敢于尝试有一定难度的事情，能自己做选择',
            'Tries things that are a bit hard and makes their own choices',
            'Se atreve con cosas algo difíciles y toma sus propias decisiones',
          ],
          '5-6': [
            '能自己计划和决定，敢于接受挑战，为自己的进步感到自豪',
            'Plans and decides for themselves, takes on challenges and is proud of their progress',
            'Planifica y decide por sí mismo, acepta retos y se siente orgulloso de sus avances',
          ],
        },
      },
      {
        code: 'social.1.4',
        name: ['关心尊重他人', 'Cares for and respects others', 'Se preocupa por los demás y los respeta'],
        indicators: {
          '2-3': [
            '看到别的孩子哭会注意到并看向照护者',
            'Notices when another child cries and looks to a carer',
            'Se da cuenta cuando otro niño llora y mira al cuidador',
          ],
          '3-4': [
            '能回应别人的问候，在成人引导下注意到别人的情绪',
            'Answers greetings and, guided by an adult, notices how others feel',
            'Responde a los saludos y, guiado por un adulto, percibe cómo se sienten los demás',
          ],
          '4-5': [
            '尊重长辈，同伴难过时会安慰',
            'Respects elders and comforts a sad friend',
            'Respeta a los mayores y consuela a un compañero triste',
          ],
          '5-6': [
            '尊重与自己不同的人，乐于帮助别人，会体谅他人的感受',
            'Respects people who differ from them, helps willingly and considers others’ feelings',
            'Respeta a quienes son diferentes, ayuda con gusto y tiene en cuenta los sentimientos ajenos',
          ],
        },
      },
    ],
  },
  {
    domain: 'social',
    no: 2,
    name: ['社会适应', 'Adapting to social life', 'Adaptación social'],
    goals: [
      {
        code: 'social.2.1',
        name: ['喜欢并适应群体生活', 'Enjoys and settles into group life', 'Disfruta de la vida en grupo y se adapta a ella'],
        indicators: {
          '2-3': [
            '能与家人分开，参加托育机构的日常活动',
            'Parts from family members and joins in the nursery’s daily activities',
            'Se separa de su familia y participa en las actividades diarias de la guardería',
          ],
          '3-4': [
            '高兴地上幼儿园，愿意参加集体活动',
            'Comes to kindergarten gladly and joins in group activities',
            'Va contento a la escuela infantil y participa en las actividades de grupo',
          ],
          '4-5': [
            '在班级里感到愉快，积极参加集体活动',
            'Feels happy in class and takes an active part in group activities',
            'Se siente a gusto en clase y participa activamente en las actividades de grupo',
          ],
          '5-6': [
            '有集体意识，为自己的班级感到自豪',
            'Has a sense of the group and is proud of their class',
            'Tiene sentido de grupo y se siente orgulloso de su clase',
          ],
        },
      },
      {
        code: 'social.2.2',
        name: ['遵守基本的行为规范', 'Follows basic rules of behaviour', 'Respeta las normas básicas de conducta'],
        indicators: {
          '2-3': [
            '能跟随简单的日常规则，听到“停”能停下来',
            'Follows simple daily routines and stops when told “stop”',
            'Sigue rutinas sencillas y se detiene cuando se le dice «para»',
          ],
          '3-4': [
            '在提醒下遵守简单的规则，不拿别人的东西',
            'Keeps simple rules when reminded and does not take others’ things',
            'Cumple normas sencillas cuando se le recuerda y no coge las cosas de otros',
          ],
          '4-5': [
            '知道规则的意义，做错事能承认',
            'Understands why rules matter and owns up to mistakes',
            'Entiende para qué sirven las normas y reconoce sus errores',
          ],
          '5-6': [
            '自觉遵守规则，诚实守信，爱护公共物品',
            'Keeps rules of their own accord, is honest and looks after shared property',
            'Cumple las normas por sí mismo, es honesto y cuida los bienes comunes',
          ],
        },
      },
      {
        code: 'social.2.3',
        name: ['具有初步的归属感', 'A first sense of belonging', 'Un primer sentido de pertenencia'],
        indicators: {
          '2-3': [
            '认识自己的家人和托育机构的照护者',
            'Recognises their family and their carers at the nursery',
            'Reconoce a su familia y a sus cuidadores de la guardería',
          ],
          '3-4': [
            '知道家庭成员，能说出自己幼儿园的名称',
            'Knows the members of their family and the name of their kindergarten',
            'Conoce a los miembros de su familia y el nombre de su escuela infantil',
          ],
          '4-5': [
            '感受到自己是家庭和班级的一员，了解家乡的一些风俗',
            'Feels part of their family and class and knows some local customs',
            'Se siente parte de su familia y de su clase y conoce algunas costumbres locales',
          ],
          '5-6': [
            '了解家乡和祖国，认识国旗、会唱国歌，热爱祖国',
            'Knows about their hometown and country, recognises the flag, sings the anthem and loves their country',
            'Conoce su ciudad y su país, reconoce la bandera, canta el himno y quiere a su país',
          ],
        },
      },
    ],
  },
  {
    domain: 'science',
    no: 1,
    name: ['科学探究', 'Scientific inquiry', 'Indagación científica'],
    goals: [
      {
        code: 'science.1.1',
        name: ['亲近自然，喜欢探究', 'Close to nature and curious', 'Cercano a la naturaleza y curioso'],
        indicators: {
          '2-3': [
            '用看、听、摸、尝、闻等感官探索身边的物品',
            'Explores things around them by looking, listening, touching, tasting and smelling',
            'Explora las cosas de su alrededor mirando, escuchando, tocando, probando y oliendo',
          ],
          '3-4': [
            '喜欢摸一摸、看一看动植物和周围的东西，好奇心强',
            'Loves to look at and touch plants, animals and objects; very curious',
            'Le encanta mirar y tocar plantas, animales y objetos; muy curioso',
          ],
          '4-5': [
            '经常提问，喜欢动手试一试',
            'Asks many questions and likes to try things out',
            'Hace muchas preguntas y le gusta probar las cosas',
          ],
          '5-6': [
            '对感兴趣的问题刨根问底，乐于寻找答案',
            'Digs into questions that interest them and enjoys finding answers',
            'Profundiza en las preguntas que le interesan y disfruta buscando respuestas',
          ],
        },
      },
      {
        code: 'science.1.2',
        name: ['具有初步的探究能力', 'First inquiry skills', 'Primeras destrezas de indagación'],
        indicators: {
          '3-4': [
            '能用多种感官观察事物，发现其明显的特征',
            'Observes with several senses and notices obvious features',
            'Observa con varios sentidos y descubre los rasgos evidentes',
          ],
          '4-5': [
            '能比较事物的异同，能大胆猜想并动手验证',
            'Compares how things are alike and different, guesses and checks by trying',
            'Compara en qué se parecen y se diferencian las cosas, hace hipótesis y las comprueba',
          ],
          '5-6': [
            '能制定简单的探究计划，用图画或符号记录，并与同伴交流发现',
            'Plans a simple investigation, records with drawings or symbols and shares findings',
            'Planifica una investigación sencilla, registra con dibujos o símbolos y comparte sus hallazgos',
          ],
        },
      },
      {
        code: 'science.1.3',
        name: ['在探究中认识周围事物和现象', 'Learns about the world through inquiry', 'Conoce su entorno a través de la indagación'],
        indicators: {
          '2-3': [
            '认识身边常见的物品和动物',
            'Knows common objects and animals around them',
            'Reconoce objetos y animales comunes de su entorno',
          ],
          '3-4': [
            '能说出常见动植物的名称，注意到天气的变化',
            'Names common plants and animals and notices changes in the weather',
            'Nombra plantas y animales comunes y se fija en los cambios del tiempo',
          ],
          '4-5': [
            '能发现季节变化和植物生长，注意到简单的物理现象',
            'Notices the seasons changing, plants growing and simple physical effects',
            'Percibe el cambio de estaciones, el crecimiento de las plantas y fenómenos físicos sencillos',
          ],
          '5-6': [
            '了解生命的生长过程、简单工具的用处，懂得保护环境',
            'Understands life cycles and what simple tools do, and knows to protect the environment',
            'Comprende los ciclos de vida y para qué sirven las herramientas sencillas, y sabe cuidar el medio ambiente',
          ],
        },
      },
    ],
  },
  {
    domain: 'science',
    no: 2,
    name: ['数学认知', 'Mathematical thinking', 'Pensamiento matemático'],
    goals: [
      {
        code: 'science.2.1',
        name: [
          '初步感知生活中数学的有用和有趣',
          'Finds maths useful and fun in daily life',
          'Descubre que las matemáticas son útiles y divertidas',
        ],
        indicators: {
          '3-4': [
            '注意到生活中物体的大小、多少',
            'Notices sizes and amounts in everyday things',
            'Se fija en el tamaño y la cantidad de las cosas cotidianas',
          ],
          '4-5': [
            '在生活中用数数解决问题，如点人数、分物品',
            'Counts to solve everyday problems, such as counting children or sharing things out',
            'Cuenta para resolver problemas cotidianos, como contar niños o repartir cosas',
          ],
          '5-6': [
            '能用简单的数学方法解决生活和游戏中的问题',
            'Uses simple maths to solve problems in daily life and play',
            'Usa matemáticas sencillas para resolver problemas de la vida diaria y del juego',
          ],
        },
      },
      {
        code: 'science.2.2',
        name: [
          '感知和理解数、量及数量关系',
          'Understands numbers, quantities and how they relate',
          'Comprende los números, las cantidades y sus relaciones',
        ],
        indicators: {
          '2-3': [
            '能区分“一个”和“很多”、“大”和“小”',
            'Tells “one” from “many” and “big” from “small”',
            'Distingue «uno» de «muchos» y «grande» de «pequeño»',
          ],
          '3-4': [
            '能比较大小和多少，能手口一致地点数五个以内的物体',
            'Compares sizes and amounts and counts up to five objects, pointing at each',
            'Compara tamaños y cantidades y cuenta hasta cinco objetos señalando cada uno',
          ],
          '4-5': [
            '能点数十以内的物体，比较两组物体的多少',
            'Counts up to ten objects and compares two groups',
            'Cuenta hasta diez objetos y compara dos grupos',
          ],
          '5-6': [
            '能借助实物进行十以内的加减',
            'Adds and subtracts within ten using objects',
            'Suma y resta hasta diez con ayuda de objetos',
          ],
        },
      },
      {
        code: 'science.2.3',
        name: ['感知形状与空间关系', 'Shapes and space', 'Formas y relaciones espaciales'],
        indicators: {
          '2-3': [
            '能把形状放进对应的孔里，懂得“里面”“上面”',
            'Fits shapes into a sorter and understands “in” and “on”',
            'Encaja formas en un clasificador y entiende «dentro» y «encima»',
          ],
          '3-4': [
            '能认出圆形、方形和三角形，分辨上下、前后',
            'Recognises circles, squares and triangles; knows up and down, front and back',
            'Reconoce círculos, cuadrados y triángulos; distingue arriba y abajo, delante y detrás',
          ],
          '4-5': [
            '能根据特征辨别图形，能说出物体之间的位置关系',
            'Tells shapes apart by their features and says where things are relative to each other',
            'Distingue las formas por sus características y dice dónde están las cosas unas respecto a otras',
          ],
          '5-6': [
            '能用图形拼组新图形，以自身为中心分辨左右，能按简单路线行走',
            'Combines shapes into new ones, tells left from right and follows a simple route',
            'Combina formas para crear otras, distingue la izquierda de la derecha y sigue un recorrido sencillo',
          ],
        },
      },
    ],
  },
  {
    domain: 'art',
    no: 1,
    name: ['感受与欣赏', 'Feeling and appreciating beauty', 'Sentir y apreciar la belleza'],
    goals: [
      {
        code: 'art.1.1',
        name: [
          '喜欢自然界与生活中美的事物',
          'Enjoys beauty in nature and daily life',
          'Disfruta de la belleza de la naturaleza y la vida diaria',
        ],
        indicators: {
          '2-3': [
            '被鲜艳的颜色、音乐和各种声音吸引',
            'Is drawn to bright colours, music and sounds',
            'Le atraen los colores vivos, la música y los sonidos',
          ],
          '3-4': [
            '喜欢看花草、听自然界的声音',
            'Likes looking at flowers and listening to the sounds of nature',
            'Le gusta mirar flores y escuchar los sonidos de la naturaleza',
          ],
          '4-5': [
            '注意到自然中的颜色和形状，并表现出喜爱',
            'Notices the colours and shapes of nature and shows delight',
            'Se fija en los colores y formas de la naturaleza y muestra agrado',
          ],
          '5-6': [
            '能发现并欣赏自然、生活和文化中美的事物',
            'Finds and appreciates beauty in nature, daily life and culture',
            'Descubre y aprecia la belleza en la naturaleza, la vida diaria y la cultura',
          ],
        },
      },
      {
        code: 'art.1.2',
        name: ['喜欢欣赏多种多样的艺术形式和作品', 'Enjoys many kinds of art', 'Disfruta de muchas formas de arte'],
        indicators: {
          '2-3': [
            '喜欢听儿歌和歌曲，会随音乐摇摆',
            'Enjoys songs and rhymes and sways to music',
            'Disfruta de canciones y rimas y se balancea con la música',
          ],
          '3-4': [
            '喜欢听歌、看舞蹈和图画，会随音乐做动作',
            'Likes songs, dances and pictures and moves to music',
            'Le gustan las canciones, los bailes y los dibujos y se mueve con la música',
          ],
          '4-5': [
            '欣赏艺术作品时专注，能说出喜欢或不喜欢',
            'Watches and listens to art with attention and says what they like or not',
            'Presta atención a las obras de arte y dice si le gustan o no',
          ],
          '5-6': [
            '能说出对艺术作品的感受，注意到不同的风格',
            'Shares their feelings about a work of art and notices different styles',
            'Comparte lo que siente ante una obra de arte y percibe estilos diferentes',
          ],
        },
      },
    ],
  },
  {
    domain: 'art',
    no: 2,
    name: ['表现与创造', 'Expressing and creating', 'Expresión y creación'],
    goals: [
      {
        code: 'art.2.1',
        name: [
          '喜欢进行艺术活动并大胆表现',
          'Enjoys art activities and expresses themselves boldly',
          'Disfruta de las actividades artísticas y se expresa con soltura',
        ],
        indicators: {
          '2-3': [
            '喜欢涂鸦、敲打乐器，随音乐自发地舞动',
            'Scribbles, bangs on instruments and dances freely to music',
            'Garabatea, golpea instrumentos y baila libremente con la música',
          ],
          '3-4': [
            '喜欢唱歌、画画，会模仿简单的动作和声音',
            'Likes singing and drawing and imitates simple movements and sounds',
            'Le gusta cantar y dibujar e imita movimientos y sonidos sencillos',
          ],
          '4-5': [
            '大胆地唱、跳、画，愿意尝试各种材料',
            'Sings, dances and draws boldly and tries out many materials',
            'Canta, baila y dibuja con soltura y prueba muchos materiales',
          ],
          '5-6': [
            '自信地表演，能自己制作道具和装饰',
            'Performs with confidence and makes their own props and decorations',
            'Actúa con seguridad y fabrica sus propios accesorios y decoraciones',
          ],
        },
      },
      {
        code: 'art.2.2',
        name: [
          '具有初步的艺术表现与创造能力',
          'First skills to express and create in art',
          'Primeras destrezas de expresión y creación artística',
        ],
        indicators: {
          '3-4': [
            '能基本唱准简单的歌，能画出简单的形象',
            'Sings simple songs more or less in tune and draws simple figures',
            'Canta canciones sencillas casi afinado y dibuja figuras sencillas',
          ],
          '4-5': [
            '唱歌有表情，画画有细节，能做简单的手工',
            'Sings with expression, adds details to drawings and makes simple crafts',
            'Canta con expresión, añade detalles a sus dibujos y hace manualidades sencillas',
          ],
          '5-6': [
            '能创编歌词和舞蹈动作，画面有情节',
            'Makes up lyrics and dance moves and draws pictures that tell a story',
            'Inventa letras y pasos de baile y hace dibujos que cuentan una historia',
          ],
        },
      },
    ],
  },
];
