import type { DevelopmentDomain } from '../assessment/framework.ts';
import { enumOptions } from '../core/resource.ts';

/**
 * The goals of the development framework an activity is linked to, by code (`health.1.2`,
 * GOAL_CODE_PATTERN): the Guide's goals in our own short words. An activity's LinkedGoals and a
 * weekly plan's cells name them; the generator prefers the goals not yet assessed this term.
 */
const goal = (value: string, zh: string, en: string, es: string) => ({ value, label: { zh, en, es } });

export const GOAL_OPTIONS = enumOptions<string>([
  goal('health.1.1', '身体健康，姿势正确', 'Healthy body and good posture', 'Cuerpo sano y buena postura'),
  goal('health.1.2', '情绪安定愉快', 'Stable, happy emotions', 'Emociones estables y alegres'),
  goal('health.1.3', '具有一定的适应能力', 'Adaptability', 'Capacidad de adaptación'),
  goal('health.2.1', '平衡、协调、灵敏', 'Balance, coordination and agility', 'Equilibrio, coordinación y agilidad'),
  goal('health.2.2', '力量和耐力', 'Strength and endurance', 'Fuerza y resistencia'),
  goal('health.2.3', '手的动作灵活协调', 'Fine motor skills', 'Motricidad fina'),
  goal('health.3.1', '良好的生活与卫生习惯', 'Living and hygiene habits', 'Hábitos de vida e higiene'),
  goal('health.3.2', '基本的生活自理能力', 'Self-care', 'Autonomía personal'),
  goal('health.3.3', '基本的安全知识和自我保护能力', 'Safety and self-protection', 'Seguridad y autoprotección'),
  goal('language.1.1', '认真听并能听懂常用语言', 'Listens and understands', 'Escucha y comprende'),
  goal('language.1.2', '愿意讲话并能清楚地表达', 'Willing to speak, speaks clearly', 'Quiere hablar y se expresa con claridad'),
  goal('language.1.3', '具有文明的语言习惯', 'Courteous language habits', 'Hábitos de lenguaje cortés'),
  goal('language.2.1', '喜欢听故事、看图书', 'Likes stories and books', 'Le gustan los cuentos y los libros'),
  goal('language.2.2', '具有初步的阅读理解能力', 'Early reading comprehension', 'Comprensión lectora inicial'),
  goal(
    'language.2.3',
    '具有书面表达的愿望和初步技能',
    'Wish and early skills to write and draw meaning',
    'Deseo y primeras destrezas de expresión escrita',
  ),
  goal('social.1.1', '愿意与人交往', 'Willing to interact', 'Dispuesto a relacionarse'),
  goal('social.1.2', '能与同伴友好相处', 'Gets along with peers', 'Se lleva bien con sus compañeros'),
  goal('social.1.3', '具有自尊、自信、自主的表现', 'Self-esteem, confidence and autonomy', 'Autoestima, confianza y autonomía'),
  goal('social.1.4', '关心尊重他人', 'Cares for and respects others', 'Cuida y respeta a los demás'),
  goal('social.2.1', '喜欢并适应群体生活', 'Likes group life', 'Le gusta la vida en grupo'),
  goal('social.2.2', '遵守基本的行为规范', 'Follows basic rules', 'Respeta las normas básicas'),
  goal('social.2.3', '具有初步的归属感', 'Sense of belonging', 'Sentido de pertenencia'),
  goal('science.1.1', '亲近自然，喜欢探究', 'Close to nature, curious', 'Cercano a la naturaleza, curioso'),
  goal('science.1.2', '具有初步的探究能力', 'Early inquiry skills', 'Primeras destrezas de indagación'),
  goal('science.1.3', '在探究中认识周围事物和现象', 'Knows things and phenomena around through inquiry', 'Conoce su entorno indagando'),
  goal('science.2.1', '初步感知生活中数学的有用和有趣', 'Math is useful and fun', 'Las matemáticas son útiles y divertidas'),
  goal('science.2.2', '感知和理解数、量及数量关系', 'Number, quantity and relations', 'Número, cantidad y relaciones'),
  goal('science.2.3', '感知形状与空间关系', 'Shape and space', 'Forma y espacio'),
  goal('art.1.1', '喜欢自然界与生活中美的事物', 'Likes beauty in nature and life', 'Aprecia la belleza de la naturaleza y la vida'),
  goal('art.1.2', '喜欢欣赏多种多样的艺术形式和作品', 'Enjoys many art forms', 'Disfruta de muchas formas de arte'),
  goal('art.2.1', '喜欢进行艺术活动并大胆表现', 'Likes art activities, expresses boldly', 'Le gusta el arte y se expresa con audacia'),
  goal('art.2.2', '具有初步的艺术表现与创造能力', 'Early art expression and creativity', 'Expresión artística y creatividad inicial'),
]);

export const GOAL_CODES: readonly string[] = GOAL_OPTIONS.map((o) => String(o.value));

/** The domain of a goal code (its first part). */
export const goalDomain = (code: string): DevelopmentDomain => code.split('.')[0] as DevelopmentDomain;
