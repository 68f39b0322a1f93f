import { type AgeBracket, type DevelopmentDomain, GOAL_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { ACTIVITY_CONTENT } from './activity-content.ts';

/** One activity of the shared library: titles zh/en/es and its linked goals (1–3 codes); materials and steps in activity-content.ts. */
type Row = readonly [zh: string, en: string, es: string, goals: readonly string[]];

/**
 * The operator's shared activity library (issue 22): five activities per domain and age bracket, in
 * our own words, each linked to the framework goals it serves. Weekly plans are generated from it.
 */
export const LIBRARY: Record<AgeBracket, Record<DevelopmentDomain, readonly Row[]>> = {
  '2-3': {
    health: [
      ['小兔跳跳', 'Bunny hops', 'Saltos de conejito', ['health.2.1', 'health.1.2']],
      ['我会洗小手', 'I can wash my hands', 'Sé lavarme las manos', ['health.3.1', 'health.3.2']],
      ['串大珠子', 'Threading big beads', 'Ensartar cuentas grandes', ['health.2.3']],
      ['推小车走走', 'Walking with a push cart', 'Pasear con el carrito', ['health.2.2', 'health.2.1']],
      ['不跟陌生人走', 'Not going with strangers', 'No me voy con desconocidos', ['health.3.3']],
    ],
    language: [
      ['指一指，说一说', 'Point and say', 'Señala y di', ['language.1.2', 'language.1.1']],
      ['小熊的早安', "Little Bear's good morning", 'Los buenos días del osito', ['language.1.3']],
      ['翻翻布书', 'Turning the pages of a cloth book', 'Pasar las páginas de un libro de tela', ['language.2.1']],
      ['儿歌拍拍手', 'Clapping nursery rhymes', 'Canciones de palmas', ['language.1.1', 'language.1.2']],
      ['听声音找动物', 'Find the animal by its sound', 'Encuentra el animal por su sonido', ['language.1.1']],
    ],
    social: [
      ['我的好朋友', 'My good friend', 'Mi buen amigo', ['social.1.1', 'social.1.2']],
      ['轮流玩滑梯', 'Taking turns on the slide', 'Turnos en el tobogán', ['social.2.2']],
      ['我爱幼儿园', 'I love my kindergarten', 'Me encanta mi escuela', ['social.2.3', 'social.2.1']],
      ['抱抱娃娃', 'Cuddling the doll', 'Abrazar a la muñeca', ['social.1.4']],
      ['我自己来', 'I do it myself', 'Lo hago yo solo', ['social.1.3', 'health.3.2']],
    ],
    science: [
      ['摸摸袋', 'The feely bag', 'La bolsa de las sorpresas', ['science.1.2']],
      ['找一样的颜色', 'Matching colours', 'Emparejar colores', ['science.1.3']],
      ['一个和许多', 'One and many', 'Uno y muchos', ['science.2.2']],
      ['看小鱼游', 'Watching the fish swim', 'Mirar nadar los peces', ['science.1.1']],
      ['圆圆的东西', 'Round things', 'Cosas redondas', ['science.2.3']],
    ],
    art: [
      ['手指点画', 'Finger dots', 'Puntos con los dedos', ['art.2.1']],
      ['摇摇小铃铛', 'Shaking little bells', 'Agitar campanitas', ['art.1.2', 'art.2.1']],
      ['撕纸雪花', 'Torn-paper snowflakes', 'Copos de papel rasgado', ['art.2.2', 'health.2.3']],
      ['看花儿开', 'Watching the flowers open', 'Ver abrirse las flores', ['art.1.1']],
      ['跟着音乐走', 'Walking to the music', 'Caminar al ritmo de la música', ['art.1.2']],
    ],
  },
  '3-4': {
    health: [
      ['小脚丫走平衡木', 'Little feet on the balance beam', 'Piececitos en la barra de equilibrio', ['health.2.1']],
      ['我会穿衣服', 'I can put on my coat', 'Sé ponerme el abrigo', ['health.3.2']],
      ['坐得正，站得直', 'Sit tall, stand straight', 'Sentarse y estar de pie bien derechos', ['health.1.1']],
      ['开心小脸', 'Happy little faces', 'Caritas felices', ['health.1.2', 'social.1.1']],
      ['安全过马路', 'Crossing the road safely', 'Cruzar la calle con seguridad', ['health.3.3']],
    ],
    language: [
      ['小猪请客', 'Little Pig throws a party', 'El cerdito da una fiesta', ['language.2.1', 'language.1.1']],
      ['说说我的家', 'Talking about my family', 'Hablo de mi familia', ['language.1.2']],
      ['请、谢谢、对不起', 'Please, thank you, sorry', 'Por favor, gracias, perdón', ['language.1.3', 'social.1.4']],
      ['看图讲故事', 'Telling a story from pictures', 'Contar un cuento con imágenes', ['language.2.2', 'language.1.2']],
      ['图书角真好玩', 'Fun in the book corner', 'Diversión en el rincón de lectura', ['language.2.1']],
    ],
    social: [
      ['玩具大家玩', 'Sharing toys', 'Compartir los juguetes', ['social.1.2']],
      ['排队喝水', 'Queueing for water', 'Hacer fila para beber', ['social.2.2', 'health.3.1']],
      ['我是值日生', "I'm today's helper", 'Soy el ayudante del día', ['social.1.3', 'social.2.1']],
      ['妈妈辛苦了', 'Mum works hard', 'Mamá trabaja mucho', ['social.1.4']],
      ['我们的班级', 'Our class', 'Nuestra clase', ['social.2.3']],
    ],
    science: [
      ['沉下去浮起来', 'Sink or float', 'Se hunde o flota', ['science.1.2', 'science.1.3']],
      ['数一数', 'Counting to five', 'Contar hasta cinco', ['science.2.2']],
      ['认识三角形', 'Meeting the triangle', 'Conocer el triángulo', ['science.2.3']],
      ['秋天的树叶', 'Autumn leaves', 'Hojas de otoño', ['science.1.1', 'art.1.1']],
      ['超市买东西', 'Shopping at the play shop', 'Compras en la tiendita', ['science.2.1', 'social.1.1']],
    ],
    art: [
      ['彩色的泡泡', 'Colourful bubbles', 'Burbujas de colores', ['art.2.1']],
      ['小手印画', 'Handprint pictures', 'Dibujos con las manos', ['art.2.2']],
      ['听音乐做动作', 'Moving to music', 'Moverse con la música', ['art.1.2', 'health.2.1']],
      ['漂亮的花园', 'A pretty garden', 'Un jardín bonito', ['art.1.1']],
      ['橡皮泥汤圆', 'Clay rice balls', 'Bolitas de plastilina', ['art.2.2', 'health.2.3']],
    ],
  },
  '4-5': {
    health: [
      ['跳房子', 'Hopscotch', 'Rayuela', ['health.2.1', 'health.2.2']],
      ['用筷子夹豆豆', 'Picking beans with chopsticks', 'Coger judías con palillos', ['health.2.3']],
      ['保护眼睛', 'Looking after our eyes', 'Cuidamos los ojos', ['health.1.1', 'health.3.1']],
      ['着火了怎么办', 'What to do in a fire', 'Qué hacer si hay fuego', ['health.3.3']],
      ['生气了怎么办', 'When I feel angry', 'Cuando me enfado', ['health.1.2']],
    ],
    language: [
      ['故事接龙', 'Story chain', 'Cadena de cuentos', ['language.1.2', 'language.2.2']],
      ['我是小主持人', "I'm the little host", 'Soy el pequeño presentador', ['language.1.2', 'social.1.3']],
      ['猜谜语', 'Guessing riddles', 'Adivinanzas', ['language.1.1']],
      ['自制小图书', 'Making a little book', 'Hacer un librito', ['language.2.3', 'art.2.2']],
      ['好听的声音', 'A kind voice', 'Una voz amable', ['language.1.3']],
    ],
    social: [
      ['合作搭积木', 'Building blocks together', 'Construir juntos con bloques', ['social.1.2', 'science.2.3']],
      ['遵守游戏规则', 'Keeping the rules of the game', 'Respetar las reglas del juego', ['social.2.2']],
      ['我能行', 'I can do it', 'Yo puedo', ['social.1.3']],
      ['帮助小弟弟妹妹', 'Helping the little ones', 'Ayudar a los pequeños', ['social.1.4', 'social.1.1']],
      ['我的家乡', 'My home town', 'Mi ciudad', ['social.2.3']],
    ],
    science: [
      ['影子游戏', 'Shadow games', 'Juegos de sombras', ['science.1.2', 'science.1.3']],
      ['种豆子', 'Planting beans', 'Plantar judías', ['science.1.1', 'science.1.2']],
      ['10以内的数', 'Numbers to ten', 'Números hasta diez', ['science.2.2']],
      ['上下前后', 'Up, down, in front, behind', 'Arriba, abajo, delante, detrás', ['science.2.3']],
      ['排排队，比高矮', 'Lining up by height', 'En fila por estatura', ['science.2.1', 'science.2.2']],
    ],
    art: [
      ['京剧脸谱', 'Peking opera masks', 'Máscaras de la ópera de Pekín', ['art.1.2']],
      ['对称的蝴蝶', 'Symmetrical butterflies', 'Mariposas simétricas', ['art.2.2', 'science.2.3']],
      ['打击乐小乐队', 'Percussion band', 'Banda de percusión', ['art.2.1', 'social.1.2']],
      ['美丽的秋天', 'Beautiful autumn', 'El bello otoño', ['art.1.1', 'art.2.1']],
      ['表演小舞蹈', 'Dancing a little dance', 'Bailar una pequeña danza', ['art.2.1']],
    ],
  },
  '5-6': {
    health: [
      ['跳绳挑战', 'Skipping-rope challenge', 'Reto de saltar a la comba', ['health.2.2', 'health.2.1']],
      ['运球接力', 'Dribbling relay', 'Relevo driblando', ['health.2.1']],
      ['我会整理书包', 'Packing my school bag', 'Sé ordenar mi mochila', ['health.3.2']],
      ['身体的秘密', 'The secrets of our body', 'Los secretos del cuerpo', ['health.1.1', 'health.3.1']],
      ['地震来了', 'When the earth shakes', 'Cuando tiembla la tierra', ['health.3.3', 'health.1.3']],
    ],
    language: [
      ['辩论：下雨好不好', 'Debate: is rain good?', 'Debate: ¿es buena la lluvia?', ['language.1.2', 'language.1.1']],
      ['认识汉字朋友', 'Meeting written characters', 'Conocer caracteres escritos', ['language.2.2', 'language.2.3']],
      ['给朋友写信', 'Writing to a friend', 'Escribir a un amigo', ['language.2.3']],
      ['绘本剧表演', 'Acting out a picture book', 'Representar un libro ilustrado', ['language.2.1', 'art.2.1']],
      ['新闻播报', 'Reading the news', 'Dar las noticias', ['language.1.2', 'language.1.3']],
    ],
    social: [
      ['我要上小学了', 'Off to primary school soon', 'Pronto a la escuela primaria', ['social.2.1', 'health.1.3']],
      ['小组计划', 'Planning in a group', 'Planificar en grupo', ['social.1.2', 'social.1.3']],
      ['我们的节日', 'Our festivals', 'Nuestras fiestas', ['social.2.3']],
      ['感谢身边的人', 'Thanking the people around us', 'Dar las gracias a quienes nos rodean', ['social.1.4']],
      ['公共场所守规则', 'Rules in public places', 'Normas en lugares públicos', ['social.2.2']],
    ],
    science: [
      ['磁铁的秘密', 'The secret of magnets', 'El secreto de los imanes', ['science.1.2', 'science.1.3']],
      ['20以内的加减', 'Adding and taking away to twenty', 'Sumar y restar hasta veinte', ['science.2.2', 'science.2.1']],
      ['认识时钟', 'Telling the time', 'Leer la hora', ['science.2.1', 'science.2.2']],
      ['看地图找路', 'Finding the way on a map', 'Encontrar el camino en un mapa', ['science.2.3']],
      ['观察蚕宝宝', 'Watching silkworms grow', 'Observar crecer los gusanos de seda', ['science.1.1', 'science.1.3']],
    ],
    art: [
      ['水墨画竹子', 'Ink painting: bamboo', 'Pintura a tinta: bambú', ['art.1.2', 'art.2.2']],
      ['废旧材料做机器人', 'Robots from recycled things', 'Robots con material reciclado', ['art.2.2']],
      ['合唱小歌', 'Singing together', 'Cantar juntos', ['art.2.1', 'social.2.1']],
      ['欣赏名画', 'Looking at famous paintings', 'Mirar cuadros famosos', ['art.1.2', 'art.1.1']],
      ['剪窗花', 'Paper-cut window flowers', 'Flores de papel recortado', ['art.2.2', 'health.2.3']],
    ],
  },
};

const goalWords = new Map(GOAL_OPTIONS.map((o) => [String(o.value), o.label.zh]));

/** An activity's materials and steps (numbered lines): the Chinese, as the table keeps one language today. */
function contentOf(title: string) {
  const content = ACTIVITY_CONTENT[title];
  if (!content) throw new Error(`activity-content.ts has no materials and steps for ${title}`);
  const [materials, steps] = content;
  return { materials: materials[0], steps: steps.map((s, i) => `${i + 1}. ${s[0]}`).join('\n') };
}

/** The library's rows, in a stable order (bracket, domain, as written). */
export function libraryRows() {
  return Object.entries(LIBRARY).flatMap(([bracket, domains]) =>
    Object.entries(domains).flatMap(([domain, rows]) =>
      rows.map(([zh, en, es, goals]) => ({
        titleZh: zh,
        titleEn: en,
        titleEs: es,
        domain,
        ageBracket: bracket,
        linkedGoals: [...goals],
        goals: goals.map((g) => goalWords.get(g) ?? g).join('；'),
        ...contentOf(zh),
      })),
    ),
  );
}

/** Seeds the shared library once (it has no school). Runs inside the seed's transaction. */
export async function seedActivities(trx: Db): Promise<void> {
  const rows = libraryRows();
  await sql`INSERT INTO ability_activity (school_id, title_zh, title_en, title_es, domain, age_bracket, linked_goals, goals, materials, steps)
    SELECT NULL, r.title_zh, r.title_en, r.title_es, r.domain, r.age_bracket, ARRAY(SELECT jsonb_array_elements_text(r.linked_goals)), r.goals, r.materials, r.steps
    FROM jsonb_to_recordset(${JSON.stringify(
      rows.map((r) => ({
        title_zh: r.titleZh,
        title_en: r.titleEn,
        title_es: r.titleEs,
        domain: r.domain,
        age_bracket: r.ageBracket,
        linked_goals: r.linkedGoals,
        goals: r.goals,
        materials: r.materials,
        steps: r.steps,
      })),
    )}::jsonb) AS r(title_zh text, title_en text, title_es text, domain text, age_bracket text, linked_goals jsonb, goals text, materials text, steps text)`.execute(
    trx,
  );
}
