import type { Words } from './development-framework.ts';

/**
 * What each library activity needs and how it runs (issue 22): its materials and 3–4 steps in
 * zh/en/es, in our own words, keyed by the activity's Chinese title (activities.ts). The table
 * keeps one language of materials and steps today (ability_activity.materials/steps): the seed
 * writes the Chinese; the English and Spanish wait for their columns (see libraryRows).
 */

export const ACTIVITY_CONTENT: Readonly<Record<string, readonly [materials: Words, steps: readonly Words[]]>> = {
  // 2–3
  小兔跳跳: [
    ['兔耳头饰、软垫', 'Bunny-ear headbands, soft mats', 'Diademas con orejas de conejo, colchonetas'],
    [
      [
        '给每个孩子戴上兔耳头饰，一起学小兔竖耳朵',
        'Put on the bunny ears and play at pricking them up like rabbits',
        'Ponerse las orejas de conejo y jugar a levantarlas como los conejos',
      ],
      [
        '老师示范双脚并拢、膝盖弯一弯再轻轻往前跳',
        'Show how to keep feet together, bend the knees and hop forward gently',
        'Mostrar cómo juntar los pies, doblar las rodillas y saltar suavemente hacia delante',
      ],
      [
        '孩子们在软垫上跳向“胡萝卜”，每次跳两三下',
        'The children hop along the mats to the “carrots”, two or three hops at a time',
        'Los niños saltan por las colchonetas hasta las “zanahorias”, de dos en dos o de tres en tres',
      ],
      [
        '跳完后一起学小兔趴下休息，慢慢呼吸',
        'Finish by lying down like resting bunnies and breathing slowly',
        'Terminar tumbados como conejitos que descansan, respirando despacio',
      ],
    ],
  ],
  我会洗小手: [
    [
      '洗手池、洗手液、毛巾、洗手步骤图',
      'Sink, liquid soap, towels, a handwashing picture chart',
      'Lavabo, jabón líquido, toallas, cartel con los pasos del lavado',
    ],
    [
      [
        '看步骤图，说说什么时候要洗手',
        'Look at the chart and talk about when we wash our hands',
        'Mirar el cartel y hablar de cuándo nos lavamos las manos',
      ],
      [
        '老师边念儿歌边示范打湿、搓泡泡、冲干净',
        'Sing a short rhyme while showing wetting, soaping and rinsing',
        'Cantar una rima corta mientras se muestra mojar, enjabonar y aclarar',
      ],
      [
        '孩子两三人一组轮流洗手，老师在旁提示',
        'Children wash in twos and threes while the teacher prompts',
        'Los niños se lavan de dos en dos o de tres en tres mientras la maestra les guía',
      ],
      [
        '用自己的毛巾擦干，比一比谁的手最香',
        'Dry with their own towel and smell their clean hands',
        'Secarse con su toalla y oler las manos limpias',
      ],
    ],
  ],
  串大珠子: [
    [
      '大木珠、一端打结的粗绳、小盘子',
      'Large wooden beads, thick laces knotted at one end, small trays',
      'Cuentas grandes de madera, cordones gruesos con un nudo en un extremo, bandejas',
    ],
    [
      [
        '每人一盘珠子，先摸一摸、数一数颜色',
        'Give each child a tray; feel the beads and name the colours',
        'Dar a cada niño una bandeja; tocar las cuentas y nombrar los colores',
      ],
      [
        '老师示范一手拿珠、一手把绳头穿过小孔',
        'Show holding a bead in one hand and pushing the lace through with the other',
        'Mostrar cómo sujetar la cuenta con una mano y pasar el cordón con la otra',
      ],
      [
        '孩子自己串，串好后拉一拉看看不会掉',
        'Children thread on their own and tug to check the beads stay on',
        'Los niños ensartan solos y tiran para comprobar que no se salen',
      ],
      ['把串好的“项链”挂起来展示', 'Hang the finished “necklaces” up to show', 'Colgar los “collares” terminados para enseñarlos'],
    ],
  ],
  推小车走走: [
    ['儿童推车、软积木', 'Toddler push carts, soft blocks', 'Carritos de empujar, bloques blandos'],
    [
      [
        '在推车里放几块软积木当“货物”',
        'Load a few soft blocks into each cart as “shopping”',
        'Cargar unos bloques blandos en cada carrito como “compra”',
      ],
      [
        '孩子推着车沿着地上的线慢慢走',
        'Children push their carts slowly along a line on the floor',
        'Los niños empujan el carrito despacio siguiendo una línea del suelo',
      ],
      [
        '走到终点把货物卸下，再推空车回来',
        'Unload at the end and push the empty cart back',
        'Descargar al final y volver con el carrito vacío',
      ],
    ],
  ],
  不跟陌生人走: [
    ['情景图片、玩偶', 'Picture cards of everyday scenes, a puppet', 'Láminas de situaciones, un títere'],
    [
      [
        '看图片，说说谁是认识的人、谁是不认识的人',
        'Look at the pictures: who do we know, who is a stranger?',
        'Mirar las láminas: ¿a quién conocemos y quién es un desconocido?',
      ],
      [
        '玩偶扮演陌生人拿糖果，老师示范说“不要”并找老师',
        'A puppet “stranger” offers a sweet; show saying “No” and going to a teacher',
        'Un títere “desconocido” ofrece un caramelo; mostrar cómo decir “No” y buscar a la maestra',
      ],
      [
        '孩子轮流练习，说完后得到大家的掌声',
        'Children take turns to practise and get a round of applause',
        'Los niños practican por turnos y reciben un aplauso',
      ],
    ],
  ],
  '指一指，说一说': [
    [
      '实物卡片（水果、动物、日用品）',
      'Picture cards of fruit, animals and everyday things',
      'Tarjetas con frutas, animales y objetos cotidianos',
    ],
    [
      [
        '老师举起卡片说出名称，孩子跟着说',
        'Hold up a card and name it; the children repeat',
        'Enseñar una tarjeta y decir su nombre; los niños repiten',
      ],
      [
        '把卡片摆在地上，请孩子指出老师说的那张',
        'Lay the cards out and ask a child to point to the one named',
        'Poner las tarjetas en el suelo y pedir a un niño que señale la nombrada',
      ],
      ['孩子指一张，自己说出名字', 'A child points to a card and names it', 'Un niño señala una tarjeta y dice su nombre'],
    ],
  ],
  小熊的早安: [
    ['小熊手偶', 'A bear hand puppet', 'Un títere de oso'],
    [
      [
        '小熊手偶跟每个孩子打招呼：“早上好！”',
        'The bear puppet greets each child: “Good morning!”',
        'El osito saluda a cada niño: “¡Buenos días!”',
      ],
      [
        '鼓励孩子看着小熊回应问好',
        'Encourage the children to look at the bear and greet it back',
        'Animar a los niños a mirar al osito y devolverle el saludo',
      ],
      [
        '孩子轮流拿手偶向同伴问好',
        'Children take turns with the puppet to greet a friend',
        'Los niños se turnan el títere para saludar a un compañero',
      ],
    ],
  ],
  翻翻布书: [
    ['布书（每人一本）', 'A cloth book for each child', 'Un libro de tela para cada niño'],
    [
      [
        '老师示范从前往后一页一页地翻',
        'Show turning the pages one by one from the front',
        'Mostrar cómo pasar las páginas una a una desde el principio',
      ],
      ['孩子自己翻书，说说看到了什么', 'Children turn the pages and say what they see', 'Los niños pasan las páginas y dicen lo que ven'],
      ['看完把书放回书架', 'Put the books back on the shelf afterwards', 'Al terminar, devolver los libros a la estantería'],
    ],
  ],
  儿歌拍拍手: [
    ['儿歌音频', 'Recorded nursery rhymes', 'Grabaciones de canciones infantiles'],
    [
      ['听一首节奏简单的儿歌', 'Listen to a rhyme with a simple beat', 'Escuchar una canción de ritmo sencillo'],
      ['跟着节奏拍手、拍腿', 'Clap hands and pat knees to the beat', 'Dar palmas y golpecitos en las rodillas al ritmo'],
      ['边拍边跟着念最后一句', 'Say the last line together while clapping', 'Decir juntos la última frase mientras se dan palmas'],
    ],
  ],
  听声音找动物: [
    ['动物叫声音频、动物图片', 'Recorded animal sounds, animal pictures', 'Grabaciones de sonidos de animales, láminas de animales'],
    [
      [
        '把几张动物图片贴在墙上，一起说名字',
        'Put a few animal pictures on the wall and name them',
        'Pegar varias láminas de animales en la pared y nombrarlas',
      ],
      [
        '播放一种叫声，请孩子找出是哪只动物',
        'Play a sound and ask who can find the animal',
        'Poner un sonido y preguntar quién encuentra el animal',
      ],
      [
        '找对后大家一起学它的叫声',
        'When it is found, everyone makes the sound together',
        'Cuando se encuentra, todos imitan el sonido juntos',
      ],
    ],
  ],
  我的好朋友: [
    ['小伙伴的照片', 'Photos of the children in the class', 'Fotos de los niños de la clase'],
    [
      [
        '看照片，说出照片里小朋友的名字',
        'Look at the photos and say the children’s names',
        'Mirar las fotos y decir los nombres de los niños',
      ],
      [
        '找到照片上的小朋友，拉拉手、抱一抱',
        'Find the friend in the photo and hold hands or hug',
        'Buscar al amigo de la foto y darle la mano o un abrazo',
      ],
      ['和好朋友一起玩一个小游戏', 'Play a short game with the friend', 'Jugar un juego corto con el amigo'],
    ],
  ],
  轮流玩滑梯: [
    ['滑梯、排队脚印贴', 'Slide, footprint stickers for the queue', 'Tobogán, pegatinas de huellas para la fila'],
    [
      [
        '看地上的小脚印，站在脚印上排队',
        'Stand on the footprint stickers to queue',
        'Ponerse en fila sobre las huellas pegadas en el suelo',
      ],
      ['一个滑下来，下一个再上去', 'One child slides down before the next climbs up', 'Un niño baja antes de que suba el siguiente'],
      [
        '玩后说说排队为什么更安全',
        'Afterwards talk about why queueing keeps us safe',
        'Después hablar de por qué hacer fila es más seguro',
      ],
    ],
  ],
  我爱幼儿园: [
    ['班级照片墙', 'The class photo wall', 'El mural de fotos de la clase'],
    [
      [
        '在照片墙前找一找自己和老师',
        'Find yourself and the teachers on the photo wall',
        'Buscarse a sí mismo y a las maestras en el mural',
      ],
      ['说说在幼儿园最喜欢做的事', 'Say what you like doing best at school', 'Decir qué es lo que más te gusta hacer en la escuela'],
      ['一起参观教室和活动区', 'Take a little tour of the classroom and play areas', 'Dar un pequeño paseo por el aula y los rincones'],
    ],
  ],
  抱抱娃娃: [
    ['娃娃、小被子', 'Dolls, small blankets', 'Muñecas, mantitas'],
    [
      ['每人抱一个娃娃，轻轻拍一拍', 'Each child holds a doll and pats it gently', 'Cada niño coge una muñeca y le da palmaditas suaves'],
      ['给娃娃盖上小被子，唱摇篮曲', 'Tuck the doll in and sing a lullaby', 'Arropar a la muñeca y cantarle una nana'],
      ['说说娃娃哭了我们可以怎么做', 'Talk about what we can do when the doll cries', 'Hablar de qué podemos hacer cuando la muñeca llora'],
    ],
  ],
  我自己来: [
    [
      '小勺、小碗、小块食物（如饼干块）',
      'Small spoons and bowls, small pieces of food such as biscuit bits',
      'Cucharitas, cuencos, trocitos de comida como galleta',
    ],
    [
      [
        '老师示范握勺、舀起、送到嘴边',
        'Show holding the spoon, scooping and bringing it to the mouth',
        'Mostrar cómo coger la cuchara, tomar comida y llevarla a la boca',
      ],
      [
        '孩子自己舀着吃，成人只在需要时帮忙',
        'Children feed themselves; adults help only when needed',
        'Los niños comen solos; los adultos ayudan solo si hace falta',
      ],
      [
        '吃完把碗送回，夸一夸“我自己来”',
        'Take the bowl back afterwards and praise doing it alone',
        'Devolver el cuenco al terminar y elogiar que lo han hecho solos',
      ],
    ],
  ],
  摸摸袋: [
    [
      '布袋、各种质地的小物（毛绒、木块、海绵等）',
      'A cloth bag, small objects of different textures (fluffy, wooden, spongy)',
      'Una bolsa de tela, objetos pequeños de distintas texturas (suave, madera, esponja)',
    ],
    [
      [
        '先把小物拿出来摸一摸，说说软的、硬的',
        'First feel the objects and say which are soft or hard',
        'Primero tocar los objetos y decir cuáles son blandos o duros',
      ],
      [
        '放回袋里，孩子伸手摸一样，猜猜是什么',
        'Put them back; a child feels one inside and guesses what it is',
        'Volver a meterlos; un niño toca uno dentro y adivina qué es',
      ],
      ['拿出来看看猜对了没有', 'Take it out to check the guess', 'Sacarlo para comprobar si ha acertado'],
    ],
  ],
  找一样的颜色: [
    [
      '红黄蓝绿彩色积木、同色的小筐',
      'Red, yellow, blue and green blocks, baskets in the same colours',
      'Bloques rojos, amarillos, azules y verdes, cestas de los mismos colores',
    ],
    [
      ['认一认每个小筐的颜色', 'Name the colour of each basket', 'Nombrar el color de cada cesta'],
      [
        '孩子拿一块积木放进同色的小筐',
        'Children put each block into the basket of the same colour',
        'Los niños ponen cada bloque en la cesta del mismo color',
      ],
      [
        '最后一起检查有没有放错',
        'Check together that every block is in the right basket',
        'Comprobar juntos que cada bloque está en su cesta',
      ],
    ],
  ],
  一个和许多: [
    ['苹果模型、篮子', 'Toy apples, a basket', 'Manzanas de juguete, una cesta'],
    [
      [
        '篮子里有许多苹果，每人拿一个',
        'The basket has many apples; each child takes one',
        'La cesta tiene muchas manzanas; cada niño coge una',
      ],
      ['说说“我有一个”“篮子里有许多”', 'Say “I have one” and “the basket has many”', 'Decir “yo tengo una” y “la cesta tiene muchas”'],
      ['把苹果一个一个放回，又变成许多', 'Put them back one by one: many again', 'Devolverlas una a una: otra vez muchas'],
    ],
  ],
  看小鱼游: [
    ['鱼缸、鱼食', 'A fish tank, fish food', 'Una pecera, comida para peces'],
    [
      ['围在鱼缸旁安静地看小鱼', 'Gather quietly around the tank and watch', 'Reunirse en silencio alrededor de la pecera y mirar'],
      ['说说小鱼的颜色、尾巴怎么动', 'Talk about the colours and how the tails move', 'Hablar de los colores y de cómo mueven la cola'],
      ['老师喂一点鱼食，看小鱼怎么吃', 'Drop in a little food and watch the fish eat', 'Echar un poco de comida y ver cómo comen'],
    ],
  ],
  圆圆的东西: [
    ['球、盘子、纽扣、积木', 'Balls, plates, buttons, blocks', 'Pelotas, platos, botones, bloques'],
    [
      [
        '摸一摸、滚一滚，找出圆圆的东西',
        'Feel and roll the objects to find the round ones',
        'Tocar y hacer rodar los objetos para encontrar los redondos',
      ],
      [
        '把圆的放一起，不圆的放另一边',
        'Put the round things together and the others apart',
        'Juntar las cosas redondas y apartar las demás',
      ],
      ['在教室里再找一找圆形的东西', 'Look for more round things in the classroom', 'Buscar más cosas redondas en el aula'],
    ],
  ],
  手指点画: [
    ['手指画颜料、画纸、湿毛巾', 'Finger paints, paper, damp cloths', 'Pintura de dedos, papel, paños húmedos'],
    [
      [
        '用食指蘸颜料，在纸上点一点',
        'Dip a finger in the paint and make dots on the paper',
        'Mojar un dedo en la pintura y hacer puntos en el papel',
      ],
      ['点出雨点、小花或果子', 'Turn the dots into raindrops, flowers or fruit', 'Convertir los puntos en gotas, flores o frutas'],
      ['用湿毛巾擦干净手指', 'Wipe fingers clean with a damp cloth', 'Limpiarse los dedos con un paño húmedo'],
    ],
  ],
  摇摇小铃铛: [
    ['铃铛、沙锤', 'Bells, maracas', 'Campanillas, maracas'],
    [
      [
        '每人选一样乐器，听听它的声音',
        'Each child picks an instrument and listens to it',
        'Cada niño elige un instrumento y escucha cómo suena',
      ],
      [
        '音乐响起时摇，音乐停就停',
        'Shake while the music plays, stop when it stops',
        'Agitar mientras suena la música y parar cuando se detiene',
      ],
      ['试试轻轻摇和用力摇', 'Try shaking softly and loudly', 'Probar a agitar suave y fuerte'],
    ],
  ],
  撕纸雪花: [
    ['白纸、胶棒、深色底纸', 'White paper, glue sticks, dark backing paper', 'Papel blanco, barras de pegamento, cartulina oscura'],
    [
      ['把白纸撕成小片当雪花', 'Tear white paper into little “snowflakes”', 'Rasgar papel blanco en trocitos como “copos de nieve”'],
      [
        '在底纸上涂胶，把雪花贴上去',
        'Spread glue on the dark paper and stick the flakes on',
        'Poner pegamento en la cartulina y pegar los copos',
      ],
      ['说说下雪时看到的样子', 'Talk about what snow looks like', 'Hablar de cómo es la nieve'],
    ],
  ],
  看花儿开: [
    ['盆花', 'Potted flowers', 'Flores en maceta'],
    [
      ['看一看花的颜色和形状', 'Look at the colours and shapes of the flowers', 'Mirar los colores y las formas de las flores'],
      ['轻轻闻一闻花香', 'Gently smell the flowers', 'Oler las flores con cuidado'],
      ['每天来看一次，说说花有什么变化', 'Visit every day and say how the flowers change', 'Visitarlas cada día y decir cómo cambian'],
    ],
  ],
  跟着音乐走: [
    ['轻音乐、快慢不同的乐曲', 'Gentle music, pieces at different speeds', 'Música suave, piezas de distinta velocidad'],
    [
      ['听音乐在场地里自由走', 'Walk freely around the room to the music', 'Caminar libremente por la sala al ritmo de la música'],
      [
        '音乐快就快走，音乐慢就慢走',
        'Walk fast to fast music and slowly to slow music',
        'Caminar rápido con música rápida y despacio con música lenta',
      ],
      ['音乐停时像木头人一样不动', 'Freeze like a statue when the music stops', 'Quedarse quieto como una estatua cuando para la música'],
    ],
  ],
  // 3–4
  小脚丫走平衡木: [
    ['低平衡木、软垫、小沙包', 'A low balance beam, mats, beanbags', 'Una barra de equilibrio baja, colchonetas, saquitos'],
    [
      ['热身：踮脚走、脚跟走', 'Warm up by walking on tiptoe and on heels', 'Calentar caminando de puntillas y sobre los talones'],
      [
        '老师示范张开手臂、眼看前方走平衡木',
        'Show walking the beam with arms out and eyes ahead',
        'Mostrar cómo caminar por la barra con los brazos abiertos y la vista al frente',
      ],
      [
        '孩子轮流走，走到头把沙包放进筐里',
        'Children take turns and drop a beanbag in the basket at the end',
        'Los niños se turnan y dejan un saquito en la cesta al final',
      ],
      ['说说怎样才能走得稳', 'Talk about what helps us keep steady', 'Hablar de qué nos ayuda a no caernos'],
    ],
  ],
  我会穿衣服: [
    ['自己的外套', 'The children’s own coats', 'Los abrigos de los niños'],
    [
      [
        '把外套里面朝上平铺在地上，领子靠脚',
        'Lay the coat lining-up on the floor, collar by the feet',
        'Poner el abrigo en el suelo con el forro hacia arriba y el cuello junto a los pies',
      ],
      [
        '双手伸进袖子，往头上一翻就穿好了',
        'Slide both arms into the sleeves and flip it over the head',
        'Meter los brazos en las mangas y pasarlo por encima de la cabeza',
      ],
      ['拉好拉链或扣上扣子，互相检查', 'Zip or button up and check each other', 'Subir la cremallera o abrochar y revisarse unos a otros'],
    ],
  ],
  '坐得正，站得直': [
    [
      '镜子、正确和不正确姿势的图片',
      'A mirror, pictures of good and poor posture',
      'Un espejo, imágenes de posturas correctas e incorrectas',
    ],
    [
      [
        '看图片，找出哪个小朋友坐得正',
        'Look at the pictures and find who is sitting well',
        'Mirar las imágenes y buscar quién se sienta bien',
      ],
      [
        '对着镜子练习坐正、站直',
        'Practise sitting and standing straight in front of the mirror',
        'Practicar sentarse y estar de pie derechos frente al espejo',
      ],
      ['玩“木头人”游戏，保持好姿势', 'Play “statues”, holding a good posture', 'Jugar a las estatuas manteniendo una buena postura'],
    ],
  ],
  开心小脸: [
    ['表情卡片、小镜子', 'Feelings cards, small mirrors', 'Tarjetas de emociones, espejitos'],
    [
      [
        '看卡片，说说他们是开心、难过还是生气',
        'Look at the cards: happy, sad or angry?',
        'Mirar las tarjetas: ¿contento, triste o enfadado?',
      ],
      ['对着镜子做出开心的脸', 'Make a happy face in the mirror', 'Poner cara feliz frente al espejo'],
      ['说说什么事让自己开心', 'Tell what makes you happy', 'Contar qué te pone contento'],
    ],
  ],
  安全过马路: [
    ['斑马线地垫、红绿灯牌', 'A zebra-crossing mat, traffic-light signs', 'Una alfombra de paso de cebra, señales de semáforo'],
    [
      ['认识红灯停、绿灯行', 'Learn: red means stop, green means go', 'Aprender: rojo es parar, verde es pasar'],
      [
        '一名孩子举灯牌，其他孩子在斑马线上按灯走',
        'One child holds the signs; the others cross on the mat when it is green',
        'Un niño sostiene las señales; los demás cruzan por la alfombra con el verde',
      ],
      [
        '练习过马路前看左右、拉着大人的手',
        'Practise looking both ways and holding an adult’s hand',
        'Practicar mirar a ambos lados y dar la mano a un adulto',
      ],
    ],
  ],
  小猪请客: [
    ['绘本、小猪手偶', 'The picture book, a pig puppet', 'El libro ilustrado, un títere de cerdito'],
    [
      [
        '看封面，猜猜小猪要做什么',
        'Look at the cover and guess what Little Pig will do',
        'Mirar la portada y adivinar qué hará el cerdito',
      ],
      [
        '老师讲故事，停下来问“谁来了”',
        'Read the story, pausing to ask “Who came next?”',
        'Leer el cuento y parar para preguntar “¿Quién llegó?”',
      ],
      [
        '孩子用手偶学小猪招待客人说“请进”',
        'With the puppet, children welcome guests saying “Come in, please”',
        'Con el títere, los niños reciben a los invitados diciendo “Pasa, por favor”',
      ],
    ],
  ],
  说说我的家: [
    ['全家福照片', 'Family photos brought from home', 'Fotos de familia traídas de casa'],
    [
      ['拿着照片介绍家里有谁', 'Hold up the photo and say who is in the family', 'Mostrar la foto y decir quién forma la familia'],
      ['说说和家人一起做过的一件事', 'Tell one thing you did together', 'Contar algo que hicisteis juntos'],
      ['同伴可以提一个问题', 'Friends may ask one question', 'Los compañeros pueden hacer una pregunta'],
    ],
  ],
  '请、谢谢、对不起': [
    [
      '情景卡片',
      'Scene cards (borrowing, being helped, bumping into someone)',
      'Tarjetas de situaciones (pedir prestado, recibir ayuda, chocar con alguien)',
    ],
    [
      ['看卡片，说说这时该说什么', 'Look at a card and say which words fit', 'Mirar una tarjeta y decir qué palabras corresponden'],
      ['两人一组演一演', 'Act the scene out in pairs', 'Representar la situación por parejas'],
      ['今天在班里用一用这些礼貌用语', 'Use the words in class during the day', 'Usar estas palabras en clase durante el día'],
    ],
  ],
  看图讲故事: [
    ['三到四张一组的顺序图片', 'Sets of three or four picture cards in order', 'Series de tres o cuatro láminas en orden'],
    [
      ['一张一张看图，说说画了什么', 'Look at each picture and say what is in it', 'Mirar cada lámina y decir qué aparece'],
      ['把图片排好顺序', 'Put the pictures in order', 'Ordenar las láminas'],
      ['连起来讲一个完整的故事', 'Tell the whole story from start to end', 'Contar la historia completa de principio a fin'],
    ],
  ],
  图书角真好玩: [
    ['图书角、坐垫', 'The book corner, cushions', 'El rincón de lectura, cojines'],
    [
      [
        '介绍图书角的规则：轻轻拿、轻轻翻、放回原处',
        'Go over the rules: pick up gently, turn gently, put back',
        'Repasar las normas: coger con cuidado, pasar con cuidado, devolver',
      ],
      ['孩子自选一本书安静地看', 'Each child chooses a book and looks quietly', 'Cada niño elige un libro y lo mira en silencio'],
      ['请一两个孩子介绍自己喜欢的那页', 'One or two children show their favourite page', 'Uno o dos niños enseñan su página favorita'],
    ],
  ],
  玩具大家玩: [
    ['玩具、沙漏', 'Toys, a sand timer', 'Juguetes, un reloj de arena'],
    [
      [
        '讨论：只有一个玩具，大家都想玩怎么办',
        'Talk: there is one toy and everyone wants it — what now?',
        'Hablar: hay un juguete y todos lo quieren, ¿qué hacemos?',
      ],
      [
        '用沙漏计时，时间到就交给下一个',
        'Use the sand timer; when it runs out, pass the toy on',
        'Usar el reloj de arena; cuando se acaba, pasar el juguete',
      ],
      ['说说分享后的感受', 'Say how sharing felt', 'Decir qué se siente al compartir'],
    ],
  ],
  排队喝水: [
    ['水杯、饮水机、地面标记', 'Cups, the water dispenser, floor markers', 'Vasos, el dispensador de agua, marcas en el suelo'],
    [
      ['找到自己的水杯', 'Find your own cup', 'Buscar tu vaso'],
      [
        '站在标记后排队，一个接一个接水',
        'Queue behind the markers and fill up one by one',
        'Hacer fila detrás de las marcas y llenar el vaso uno a uno',
      ],
      ['接半杯，坐下慢慢喝', 'Fill half a cup, sit down and drink slowly', 'Llenar medio vaso, sentarse y beber despacio'],
    ],
  ],
  我是值日生: [
    ['值日牌、抹布、小喷壶', 'Helper badges, cloths, a small watering can', 'Insignias de ayudante, paños, una regadera pequeña'],
    [
      [
        '介绍值日生要做的事：摆椅子、擦桌子、浇花',
        'Explain the jobs: set out chairs, wipe tables, water plants',
        'Explicar las tareas: colocar sillas, limpiar mesas, regar plantas',
      ],
      ['戴上值日牌，两人一组完成一件事', 'Put on the badge and do one job in pairs', 'Ponerse la insignia y hacer una tarea por parejas'],
      ['大家说声“谢谢值日生”', 'The class thanks the helpers', 'La clase da las gracias a los ayudantes'],
    ],
  ],
  妈妈辛苦了: [
    [
      '家人做家务的照片、画纸、彩笔',
      'Photos of family members doing chores, paper, felt pens',
      'Fotos de familiares haciendo tareas, papel, rotuladores',
    ],
    [
      [
        '看照片，说说妈妈（家人）每天做什么',
        'Look at the photos: what does Mum (or family) do every day?',
        'Mirar las fotos: ¿qué hace mamá (o la familia) cada día?',
      ],
      ['画一张送给家人的画', 'Draw a picture as a gift for them', 'Hacer un dibujo para regalárselo'],
      ['想一件回家能帮忙做的小事', 'Think of one small job to help with at home', 'Pensar en una pequeña tarea para ayudar en casa'],
    ],
  ],
  我们的班级: [
    ['班牌、班级照片', 'The class sign, class photos', 'El cartel de la clase, fotos de la clase'],
    [
      ['说说班级的名字和老师的名字', 'Say the class’s name and the teachers’ names', 'Decir el nombre de la clase y de las maestras'],
      ['找一找班里的各个区角', 'Find the different corners of the room', 'Buscar los distintos rincones del aula'],
      ['一起给班级拍一张合影', 'Take a class photo together', 'Hacerse una foto de grupo'],
    ],
  ],
  沉下去浮起来: [
    [
      '水盆、各种小物（木块、石子、塑料勺、钥匙）、毛巾',
      'Water tubs, small objects (wood, pebbles, plastic spoons, keys), towels',
      'Barreños con agua, objetos pequeños (madera, piedras, cucharas de plástico, llaves), toallas',
    ],
    [
      [
        '猜一猜每样东西放进水里会沉还是会浮',
        'Guess whether each object will sink or float',
        'Adivinar si cada objeto se hundirá o flotará',
      ],
      ['一样一样放进水里试试', 'Try them one at a time', 'Probarlos uno a uno'],
      [
        '把沉的和浮的分两堆，和猜的比一比',
        'Sort into sinkers and floaters and compare with the guesses',
        'Separar los que se hunden y los que flotan y compararlo con lo que se adivinó',
      ],
    ],
  ],
  数一数: [
    ['数字卡1—5、积木', 'Number cards 1–5, blocks', 'Tarjetas de números del 1 al 5, bloques'],
    [
      ['一起点数手指，从1数到5', 'Count fingers together from 1 to 5', 'Contar juntos los dedos del 1 al 5'],
      [
        '抽一张数字卡，拿出同样多的积木',
        'Draw a number card and take that many blocks',
        'Sacar una tarjeta y coger tantos bloques como indica',
      ],
      ['同伴一起点数检查', 'A friend counts to check', 'Un compañero cuenta para comprobar'],
    ],
  ],
  认识三角形: [
    ['形状卡、三角形积木、小棒', 'Shape cards, triangle blocks, sticks', 'Tarjetas de formas, bloques triangulares, palitos'],
    [
      [
        '摸一摸三角形，数一数有几条边、几个角',
        'Feel a triangle and count its sides and corners',
        'Tocar un triángulo y contar sus lados y esquinas',
      ],
      ['在形状卡中找出所有三角形', 'Find all the triangles among the cards', 'Buscar todos los triángulos entre las tarjetas'],
      ['用三根小棒摆一个三角形', 'Make a triangle with three sticks', 'Formar un triángulo con tres palitos'],
    ],
  ],
  秋天的树叶: [
    ['捡来的树叶、放大镜、白纸', 'Collected leaves, magnifying glasses, white paper', 'Hojas recogidas, lupas, papel blanco'],
    [
      ['到户外捡几片不同的树叶', 'Collect a few different leaves outdoors', 'Recoger varias hojas distintas al aire libre'],
      [
        '用放大镜看叶脉，说说颜色和形状',
        'Look at the veins with a magnifier and talk about colour and shape',
        'Mirar los nervios con la lupa y hablar del color y la forma',
      ],
      ['按颜色或大小把树叶排一排', 'Line the leaves up by colour or size', 'Ordenar las hojas por color o tamaño'],
    ],
  ],
  超市买东西: [
    [
      '玩具货架、商品模型、一元纸币',
      'Toy shelves, pretend goods, play one-yuan notes',
      'Estantes de juguete, productos de juguete, billetes de juego de un yuan',
    ],
    [
      ['布置“小超市”，给商品标上1—5元', 'Set up the play shop and price the goods 1 to 5', 'Montar la tienda y poner precios de 1 a 5'],
      ['孩子轮流当售货员和顾客', 'Children take turns as shopkeeper and shopper', 'Los niños se turnan de tenderos y clientes'],
      ['顾客数出相应的纸币付钱', 'Shoppers count out the right number of notes', 'Los clientes cuentan los billetes justos para pagar'],
    ],
  ],
  彩色的泡泡: [
    ['吹泡泡工具、泡泡水、颜料、画纸', 'Bubble wands, bubble mix, paint, paper', 'Pomperos, líquido de pompas, pintura, papel'],
    [
      ['在户外吹泡泡，看泡泡的颜色', 'Blow bubbles outside and look at their colours', 'Hacer pompas fuera y mirar sus colores'],
      [
        '在泡泡水里加颜料，把泡泡吹到纸上',
        'Add paint to the mix and blow bubbles onto paper',
        'Añadir pintura al líquido y soplar pompas sobre el papel',
      ],
      ['看看纸上留下的圆圈图案', 'Look at the circles left on the paper', 'Mirar los círculos que quedan en el papel'],
    ],
  ],
  小手印画: [
    ['颜料、画纸、湿毛巾', 'Paint, paper, damp cloths', 'Pintura, papel, paños húmedos'],
    [
      ['手掌涂上颜料，按在纸上', 'Paint a palm and press it on the paper', 'Pintarse la palma y apretarla sobre el papel'],
      [
        '看看手印像什么，添画成小鸡、大树',
        'See what the print looks like and add lines to make a chick or a tree',
        'Ver a qué se parece la huella y añadir trazos para hacer un pollito o un árbol',
      ],
      ['洗净小手，把作品晾干', 'Wash hands and leave the pictures to dry', 'Lavarse las manos y dejar secar los dibujos'],
    ],
  ],
  听音乐做动作: [
    ['节奏鲜明的音乐', 'Music with a clear beat', 'Música con un ritmo claro'],
    [
      ['听音乐，说说像什么动物在走', 'Listen: which animal does the music sound like?', 'Escuchar: ¿a qué animal se parece la música?'],
      ['跟着音乐学小动物动作', 'Move like the animal to the music', 'Moverse como ese animal al ritmo de la música'],
      [
        '换一段音乐，孩子自己编动作',
        'Change the music and let the children invent moves',
        'Cambiar la música y dejar que los niños inventen movimientos',
      ],
    ],
  ],
  漂亮的花园: [
    [
      '花园图片、彩纸、蜡笔、胶棒',
      'Garden pictures, coloured paper, crayons, glue sticks',
      'Imágenes de jardines, papel de colores, ceras, pegamento',
    ],
    [
      ['看花园图片，说说有哪些花', 'Look at garden pictures and name the flowers', 'Mirar imágenes de jardines y nombrar las flores'],
      ['每人画或贴一朵花', 'Each child draws or sticks on one flower', 'Cada niño dibuja o pega una flor'],
      [
        '把所有的花拼成班级大花园',
        'Put all the flowers together into a class garden',
        'Juntar todas las flores en un gran jardín de la clase',
      ],
    ],
  ],
  橡皮泥汤圆: [
    ['彩泥、小盘子', 'Coloured modelling clay, small plates', 'Plastilina de colores, platitos'],
    [
      [
        '取一小块彩泥，放在手心搓圆',
        'Take a little clay and roll it into a ball between the palms',
        'Coger un poco de plastilina y hacer una bola entre las palmas',
      ],
      [
        '做出大小不同、颜色不同的汤圆',
        'Make rice balls in different sizes and colours',
        'Hacer bolitas de arroz de distintos tamaños y colores',
      ],
      ['摆进盘子，数一数做了几个', 'Put them on a plate and count them', 'Ponerlas en el plato y contarlas'],
    ],
  ],
  // 4–5
  跳房子: [
    ['粉笔、沙包', 'Chalk, beanbags', 'Tiza, saquitos'],
    [
      [
        '用粉笔在地上画出房子格并标上数字',
        'Draw a hopscotch grid in chalk and number the squares',
        'Dibujar con tiza una rayuela y numerar las casillas',
      ],
      [
        '把沙包扔进第一格，单脚跳过它再跳回',
        'Toss the beanbag into square one, hop past it and back',
        'Lanzar el saquito a la casilla uno, saltar a la pata coja y volver',
      ],
      [
        '回来时弯腰捡起沙包，下一格继续',
        'Pick up the beanbag on the way back and aim for the next square',
        'Recoger el saquito al volver y apuntar a la siguiente casilla',
      ],
      [
        '轮流玩，说说怎样不踩线',
        'Take turns and talk about how to avoid the lines',
        'Jugar por turnos y hablar de cómo no pisar las líneas',
      ],
    ],
  ],
  用筷子夹豆豆: [
    ['儿童筷子、大豆子、两只碗', 'Children’s chopsticks, large beans, two bowls', 'Palillos infantiles, judías grandes, dos cuencos'],
    [
      [
        '老师示范拿筷子：上面一根像握笔',
        'Show the grip: the top chopstick is held like a pencil',
        'Mostrar cómo se cogen: el palillo de arriba se sujeta como un lápiz',
      ],
      ['把豆子从一只碗夹到另一只碗', 'Move the beans from one bowl to the other', 'Pasar las judías de un cuenco al otro'],
      ['一分钟比赛，数一数夹了几颗', 'Have a one-minute go and count the beans moved', 'Hacer una prueba de un minuto y contar las judías'],
    ],
  ],
  保护眼睛: [
    ['眼睛图示、小镜子', 'A picture of the eye, small mirrors', 'Un dibujo del ojo, espejitos'],
    [
      [
        '照镜子看看自己的眼睛，说说眼睛能做什么',
        'Look at your eyes in a mirror and say what eyes do',
        'Mirarse los ojos en el espejo y decir para qué sirven',
      ],
      [
        '讨论哪些做法伤眼睛（揉眼、离屏幕太近）',
        'Talk about what harms eyes (rubbing, sitting close to screens)',
        'Hablar de lo que daña los ojos (frotarlos, estar cerca de pantallas)',
      ],
      [
        '一起做眼保健动作：远眺、转眼珠',
        'Do eye exercises together: look far away, roll the eyes',
        'Hacer juntos ejercicios de ojos: mirar lejos, girar los ojos',
      ],
    ],
  ],
  着火了怎么办: [
    ['消防图片、湿毛巾', 'Fire-safety pictures, damp towels', 'Láminas de seguridad contra incendios, toallas húmedas'],
    [
      [
        '看图片，认识火的危险和消防员',
        'Look at the pictures: fire’s dangers and firefighters',
        'Mirar las láminas: los peligros del fuego y los bomberos',
      ],
      [
        '学习用湿毛巾捂住口鼻、弯腰走',
        'Learn to cover nose and mouth with a damp towel and walk bent low',
        'Aprender a taparse nariz y boca con una toalla húmeda y caminar agachado',
      ],
      [
        '听到信号，按路线有序撤离到操场',
        'At the signal, leave in order by the route to the playground',
        'Con la señal, salir en orden por la ruta hasta el patio',
      ],
    ],
  ],
  生气了怎么办: [
    [
      '情绪绘本、“冷静角”坐垫',
      'A picture book about feelings, a calm-corner cushion',
      'Un libro sobre emociones, un cojín para el rincón de la calma',
    ],
    [
      ['读绘本，说说主人公为什么生气', 'Read the book: why was the character angry?', 'Leer el libro: ¿por qué se enfadó el personaje?'],
      [
        '一起想办法：深呼吸、数到十、说出来',
        'Collect ideas: breathe deeply, count to ten, say it in words',
        'Reunir ideas: respirar hondo, contar hasta diez, decirlo con palabras',
      ],
      ['试一试在冷静角深呼吸', 'Try breathing slowly in the calm corner', 'Probar a respirar despacio en el rincón de la calma'],
    ],
  ],
  故事接龙: [
    ['故事开头卡', 'Story-starter cards', 'Tarjetas con inicios de cuentos'],
    [
      ['老师读一张开头卡', 'Read out a story starter', 'Leer un inicio de cuento'],
      ['围坐一圈，每人接着说一句', 'Sitting in a circle, each child adds one sentence', 'En círculo, cada niño añade una frase'],
      [
        '最后一人想一个结尾，大家给故事起名',
        'The last child ends it and everyone names the story',
        'El último lo termina y todos le ponen título',
      ],
    ],
  ],
  我是小主持人: [
    ['话筒（玩具）', 'A toy microphone', 'Un micrófono de juguete'],
    [
      [
        '看一段节目主持的视频，说说主持人做什么',
        'Watch a short clip of a host and say what hosts do',
        'Ver un vídeo corto de un presentador y decir qué hace',
      ],
      ['学说开场白：“大家好，我是……”', 'Practise an opening: “Hello everyone, I’m…”', 'Practicar un saludo: “Hola a todos, soy…”'],
      [
        '轮流拿话筒介绍下一个节目',
        'Take turns with the microphone to introduce the next act',
        'Turnarse el micrófono para presentar el siguiente número',
      ],
    ],
  ],
  猜谜语: [
    ['谜语卡、谜底图片', 'Riddle cards, answer pictures', 'Tarjetas con adivinanzas, imágenes con las respuestas'],
    [
      [
        '老师说谜语，孩子找出谜底图片',
        'Read a riddle; the children find the answer picture',
        'Leer una adivinanza; los niños buscan la imagen de la respuesta',
      ],
      ['说说是从哪句话猜出来的', 'Say which clue gave it away', 'Decir qué pista les ayudó'],
      [
        '孩子试着给同伴出一个谜语',
        'Children try making up a riddle for a friend',
        'Los niños intentan inventar una adivinanza para un compañero',
      ],
    ],
  ],
  自制小图书: [
    ['纸、订书机、彩笔', 'Paper, a stapler, felt pens', 'Papel, una grapadora, rotuladores'],
    [
      [
        '把几张纸对折，老师帮忙订成小书',
        'Fold a few sheets in half; an adult staples them into a book',
        'Doblar varias hojas por la mitad; un adulto las grapa en un librito',
      ],
      [
        '一页画一件事，画出一个小故事',
        'Draw one event per page to make a little story',
        'Dibujar un suceso por página para formar una historia',
      ],
      [
        '画封面、写上名字，给同伴讲一讲',
        'Draw a cover, add your name and tell the story to a friend',
        'Dibujar la portada, poner el nombre y contársela a un compañero',
      ],
    ],
  ],
  好听的声音: [
    ['情景录音（大声喊叫和轻声说话）', 'Recordings of shouting and of quiet talk', 'Grabaciones de gritos y de habla tranquila'],
    [
      ['听两段录音，说说哪一种听着舒服', 'Listen to both: which is nicer to hear?', 'Escuchar ambas: ¿cuál es más agradable?'],
      [
        '讨论在图书角、午睡室、操场该用多大的声音',
        'Talk about the right voice for the book corner, nap room and playground',
        'Hablar de qué voz usar en el rincón de lectura, la siesta y el patio',
      ],
      [
        '用“声音小喇叭”游戏练习调节音量',
        'Play the “volume dial” game to practise loud and soft',
        'Jugar al “botón de volumen” para practicar voz fuerte y suave',
      ],
    ],
  ],
  合作搭积木: [
    ['大型积木、建筑图片', 'Large blocks, pictures of buildings', 'Bloques grandes, imágenes de edificios'],
    [
      ['三四人一组，商量要搭什么', 'In groups of three or four, agree what to build', 'En grupos de tres o cuatro, decidir qué construir'],
      [
        '分工：有人运积木，有人搭',
        'Share the work: some fetch blocks, some build',
        'Repartir el trabajo: unos traen bloques y otros construyen',
      ],
      [
        '介绍作品，说说怎么合作的',
        'Show the building and tell how the group worked together',
        'Presentar la construcción y contar cómo colaboraron',
      ],
    ],
  ],
  遵守游戏规则: [
    [
      '游戏卡（如“老狼老狼几点了”）',
      'Game cards (for example “What’s the time, Mr Wolf?”)',
      'Tarjetas de juegos (por ejemplo “¿Qué hora es, señor lobo?”)',
    ],
    [
      [
        '老师讲清规则，请孩子复述',
        'Explain the rules and have the children repeat them',
        'Explicar las reglas y pedir a los niños que las repitan',
      ],
      [
        '玩一轮，出现问题时停下来讨论',
        'Play a round and stop to talk when a problem comes up',
        'Jugar una ronda y parar para hablar si surge un problema',
      ],
      [
        '再玩一次，说说守规则后好不好玩',
        'Play again and say whether it was more fun with the rules kept',
        'Volver a jugar y decir si fue más divertido respetando las reglas',
      ],
    ],
  ],
  我能行: [
    [
      '奖励贴纸、挑战卡（穿鞋、叠衣服、整理玩具）',
      'Reward stickers, challenge cards (shoes, folding clothes, tidying toys)',
      'Pegatinas de premio, tarjetas de reto (zapatos, doblar ropa, ordenar juguetes)',
    ],
    [
      ['每人选一张挑战卡', 'Each child picks a challenge card', 'Cada niño elige una tarjeta de reto'],
      [
        '独立完成挑战，遇到困难再试一次',
        'Do the challenge alone and try again when it is hard',
        'Hacer el reto solo y volver a intentarlo si es difícil',
      ],
      ['完成后贴上贴纸，说说“我能行”', 'Add a sticker and say “I can do it!”', 'Poner una pegatina y decir “¡Yo puedo!”'],
    ],
  ],
  帮助小弟弟妹妹: [
    [
      '无需特别材料（约好小班的时间）',
      'No special materials (arrange a time with a younger class)',
      'Sin materiales especiales (acordar una hora con una clase de pequeños)',
    ],
    [
      ['商量可以帮弟弟妹妹做什么', 'Talk about how we could help the little ones', 'Hablar de cómo podemos ayudar a los pequeños'],
      [
        '到小班帮忙穿鞋、讲故事、一起玩',
        'Visit the younger class to help with shoes, read or play together',
        'Visitar la clase de los pequeños para ayudar con los zapatos, leer o jugar',
      ],
      ['回来说说帮助别人的感受', 'Back in class, say how helping felt', 'De vuelta en clase, decir qué se siente al ayudar'],
    ],
  ],
  我的家乡: [
    ['家乡的照片、地图', 'Photos of the home town, a map', 'Fotos de la ciudad, un mapa'],
    [
      ['看照片认一认家乡的地方', 'Look at photos and recognise places in town', 'Mirar fotos y reconocer lugares de la ciudad'],
      [
        '说说家乡好吃的、好玩的',
        'Talk about the town’s food and fun places',
        'Hablar de las comidas y los lugares divertidos de la ciudad',
      ],
      ['画一画自己最喜欢的家乡地方', 'Draw your favourite place in town', 'Dibujar tu lugar favorito de la ciudad'],
    ],
  ],
  影子游戏: [
    ['手电筒、白布', 'Torches, a white sheet', 'Linternas, una sábana blanca'],
    [
      [
        '拉上窗帘，用手电照白布',
        'Darken the room and shine a torch on the sheet',
        'Oscurecer la sala e iluminar la sábana con la linterna',
      ],
      ['用手做小狗、小鸟的影子', 'Make dog and bird shadows with hands', 'Hacer sombras de perro y de pájaro con las manos'],
      [
        '把手靠近、远离灯，看影子变大变小',
        'Move hands nearer and further: watch the shadow grow and shrink',
        'Acercar y alejar las manos: ver cómo la sombra crece y mengua',
      ],
    ],
  ],
  种豆子: [
    [
      '豆子、花盆、土、小喷壶、观察记录表',
      'Beans, pots, soil, a small watering can, an observation sheet',
      'Judías, macetas, tierra, regadera pequeña, hoja de observación',
    ],
    [
      [
        '把豆子泡一夜，看看有什么变化',
        'Soak the beans overnight and see how they change',
        'Remojar las judías una noche y ver cómo cambian',
      ],
      ['在盆里埋下豆子，浇一点水', 'Plant them in pots and water a little', 'Plantarlas en macetas y regar un poco'],
      [
        '每天观察，用图画记录发芽长高',
        'Check every day and draw how they sprout and grow',
        'Observarlas cada día y dibujar cómo brotan y crecen',
      ],
    ],
  ],
  '10以内的数': [
    ['数字卡1—10、小棒', 'Number cards 1–10, counting sticks', 'Tarjetas del 1 al 10, palitos para contar'],
    [
      ['按顺序排好数字卡，一起读', 'Lay the cards out in order and read them together', 'Ordenar las tarjetas y leerlas juntos'],
      ['抽卡，摆出同样多的小棒', 'Draw a card and lay out that many sticks', 'Sacar una tarjeta y poner tantos palitos como indica'],
      [
        '比一比两张卡哪个多、多几个',
        'Compare two cards: which is more, and by how many?',
        'Comparar dos tarjetas: ¿cuál es mayor y por cuánto?',
      ],
    ],
  ],
  上下前后: [
    ['玩偶、盒子', 'Soft toys, boxes', 'Muñecos, cajas'],
    [
      [
        '老师把玩偶放在盒子上、下、前、后，请孩子说位置',
        'Put a toy on, under, in front of or behind a box and ask where it is',
        'Poner un muñeco encima, debajo, delante o detrás de una caja y preguntar dónde está',
      ],
      ['孩子按指令摆放玩偶', 'Children place the toy as told', 'Los niños colocan el muñeco según la indicación'],
      [
        '玩“我说你做”：站到桌子前面、椅子后面',
        'Play “do as I say”: stand in front of the table, behind the chair',
        'Jugar a “haz lo que digo”: ponte delante de la mesa, detrás de la silla',
      ],
    ],
  ],
  '排排队，比高矮': [
    ['身高尺、贴纸', 'A height chart, stickers', 'Un medidor de altura, pegatinas'],
    [
      [
        '两人背靠背，比比谁高',
        'Stand back to back in pairs: who is taller?',
        'Ponerse espalda con espalda por parejas: ¿quién es más alto?',
      ],
      ['全班从矮到高排队', 'The class lines up from shortest to tallest', 'La clase se ordena del más bajo al más alto'],
      ['在身高尺上贴上自己的贴纸', 'Put your sticker at your height on the chart', 'Poner tu pegatina a tu altura en el medidor'],
    ],
  ],
  京剧脸谱: [
    [
      '脸谱图片、纸盘、颜料',
      'Pictures of opera face paintings, paper plates, paint',
      'Imágenes de máscaras de ópera, platos de papel, pintura',
    ],
    [
      ['欣赏脸谱，说说颜色和图案', 'Look at the faces: talk about colours and patterns', 'Mirar las máscaras: hablar de colores y dibujos'],
      ['了解红脸、黑脸等颜色的意思', 'Find out what red or black faces stand for', 'Descubrir qué representan las caras rojas o negras'],
      ['在纸盘上画一张左右对称的脸谱', 'Paint a symmetrical face on a paper plate', 'Pintar una cara simétrica en un plato de papel'],
    ],
  ],
  对称的蝴蝶: [
    ['颜料、对折的蝴蝶形纸', 'Paint, butterfly shapes folded in half', 'Pintura, siluetas de mariposa dobladas por la mitad'],
    [
      ['打开纸，在一边翅膀上点上颜料', 'Open the paper and dab paint on one wing', 'Abrir el papel y poner pintura en un ala'],
      ['合上压一压，再打开看看', 'Fold, press, and open again', 'Doblar, apretar y volver a abrir'],
      ['说说两边翅膀有什么一样', 'Say what is the same on both wings', 'Decir qué es igual en las dos alas'],
    ],
  ],
  打击乐小乐队: [
    [
      '小鼓、木鱼、三角铁、节奏图谱',
      'Small drums, wood blocks, triangles, a rhythm chart',
      'Tambores, cajas chinas, triángulos, una partitura de ritmos con dibujos',
    ],
    [
      ['认识乐器，听听各自的声音', 'Meet the instruments and hear each sound', 'Conocer los instrumentos y escuchar su sonido'],
      [
        '看图谱，分组轮流敲出节奏',
        'Follow the chart, each group playing its part in turn',
        'Seguir la partitura, cada grupo toca su parte por turnos',
      ],
      ['配上音乐合奏一遍', 'Play all together with music', 'Tocar todos juntos con música'],
    ],
  ],
  美丽的秋天: [
    ['画纸、蜡笔、落叶', 'Paper, crayons, fallen leaves', 'Papel, ceras, hojas caídas'],
    [
      ['到户外看秋天的颜色', 'Go outside and look at autumn colours', 'Salir a ver los colores del otoño'],
      ['用落叶拓印或拼贴', 'Make leaf rubbings or a leaf collage', 'Calcar hojas con cera o hacer un collage con ellas'],
      ['添画成一幅秋天的画', 'Draw more to finish an autumn picture', 'Completar con dibujos una escena de otoño'],
    ],
  ],
  表演小舞蹈: [
    ['音乐、丝巾等道具', 'Music, scarves and other props', 'Música, pañuelos y otros accesorios'],
    [
      ['听音乐，感受快慢和高低', 'Listen for fast and slow, high and low', 'Escuchar lo rápido y lo lento, lo agudo y lo grave'],
      ['跟老师学几个简单舞步', 'Learn a few simple steps with the teacher', 'Aprender unos pasos sencillos con la maestra'],
      ['拿着道具分组表演', 'Perform in groups with the props', 'Bailar en grupos con los accesorios'],
    ],
  ],
  // 5–6
  跳绳挑战: [
    ['跳绳（每人一根）、计时器', 'A skipping rope each, a timer', 'Una comba por niño, un cronómetro'],
    [
      [
        '检查绳长：双脚踩住绳中间，绳柄到腋下',
        'Check the length: stand on the middle, handles reach the armpits',
        'Comprobar el largo: pisar el centro y que los mangos lleguen a las axilas',
      ],
      [
        '练习摇绳和并脚跳，再连起来',
        'Practise turning the rope and jumping, then put them together',
        'Practicar girar la comba y saltar, y luego juntarlo',
      ],
      ['一分钟挑战，记下自己的次数', 'Try for one minute and note your count', 'Reto de un minuto y apuntar cuántos saltos'],
      ['下次再挑战，看看有没有进步', 'Try again another day to beat your score', 'Volver a intentarlo otro día para superarse'],
    ],
  ],
  运球接力: [
    ['篮球、标志桶', 'Basketballs, cones', 'Balones de baloncesto, conos'],
    [
      [
        '原地拍球，手指张开、眼看前方',
        'Bounce the ball on the spot, fingers spread, eyes up',
        'Botar el balón en el sitio, dedos abiertos y vista al frente',
      ],
      ['绕标志桶运球走', 'Dribble around the cones at a walk', 'Botar el balón caminando alrededor de los conos'],
      [
        '分两队接力，把球交给下一个队友',
        'Relay in two teams, passing the ball to the next player',
        'Relevo en dos equipos, pasando el balón al siguiente',
      ],
    ],
  ],
  我会整理书包: [
    ['书包、书本、文具盒、水杯', 'School bags, books, pencil cases, water bottles', 'Mochilas, libros, estuches, botellas de agua'],
    [
      ['把书包里的东西都拿出来分类', 'Empty the bag and sort the things', 'Vaciar la mochila y clasificar las cosas'],
      [
        '大的书放后面、小的放前面，文具放进文具盒',
        'Big books at the back, small in front, pens in the case',
        'Libros grandes detrás, pequeños delante, lápices en el estuche',
      ],
      [
        '计时比赛，看谁整理得又快又整齐',
        'Race against the clock to pack quickly and neatly',
        'Carrera contra el reloj para guardar rápido y ordenado',
      ],
    ],
  ],
  身体的秘密: [
    ['人体挂图、听诊器（玩具）', 'A body chart, toy stethoscopes', 'Un mural del cuerpo, estetoscopios de juguete'],
    [
      [
        '看挂图，找到心脏、肺、胃的位置',
        'Find the heart, lungs and stomach on the chart',
        'Buscar el corazón, los pulmones y el estómago en el mural',
      ],
      [
        '跑跳前后听一听心跳，比较快慢',
        'Listen to heartbeats before and after running; compare',
        'Escuchar el corazón antes y después de correr y comparar',
      ],
      ['说说怎样保护我们的身体', 'Talk about how to look after our bodies', 'Hablar de cómo cuidar nuestro cuerpo'],
    ],
  ],
  地震来了: [
    ['演练口哨、坐垫', 'A drill whistle, cushions', 'Un silbato para simulacros, cojines'],
    [
      [
        '了解地震时的避险方法：蹲下、护头、躲在桌旁',
        'Learn what to do: drop, cover your head, get by a table',
        'Aprender qué hacer: agacharse, cubrirse la cabeza, ponerse junto a una mesa',
      ],
      [
        '听到口哨，用坐垫护头躲好',
        'At the whistle, hide with a cushion over your head',
        'Al oír el silbato, esconderse con un cojín sobre la cabeza',
      ],
      [
        '第二声口哨后有序疏散到空地',
        'At the second whistle, leave in order to an open space',
        'Con el segundo silbato, salir en orden a un espacio abierto',
      ],
    ],
  ],
  '辩论：下雨好不好': [
    [
      '雨天的好处和坏处图片、正反方标志',
      'Pictures of good and bad things about rain, team signs',
      'Imágenes de lo bueno y lo malo de la lluvia, carteles de equipo',
    ],
    [
      [
        '看图片，各自选一方：下雨好还是不好',
        'Look at the pictures and choose a side: is rain good or not?',
        'Mirar las imágenes y elegir bando: ¿la lluvia es buena o no?',
      ],
      ['小组里商量理由', 'Each side gathers its reasons', 'Cada bando reúne sus razones'],
      [
        '轮流发言，认真听对方说完再回应',
        'Take turns to speak, hearing the other side out before answering',
        'Hablar por turnos, escuchando al otro bando antes de responder',
      ],
      ['总结：下雨有好处也有坏处', 'Sum up: rain has good and bad sides', 'Resumir: la lluvia tiene cosas buenas y malas'],
    ],
  ],
  认识汉字朋友: [
    [
      '字卡（日、月、山、水等象形字）、对应图片',
      'Character cards (sun, moon, mountain, water) with matching pictures',
      'Tarjetas de caracteres (sol, luna, montaña, agua) con sus imágenes',
    ],
    [
      [
        '看图片和字卡，猜猜字和图的关系',
        'Look at each picture and card: how are they alike?',
        'Mirar cada imagen y su tarjeta: ¿en qué se parecen?',
      ],
      ['玩配对游戏，把字卡和图片放一起', 'Play a matching game pairing cards and pictures', 'Jugar a emparejar tarjetas e imágenes'],
      ['在教室里找一找这些字', 'Hunt for the characters around the classroom', 'Buscar esos caracteres por el aula'],
    ],
  ],
  给朋友写信: [
    ['信纸、信封、彩笔', 'Writing paper, envelopes, felt pens', 'Papel de carta, sobres, rotuladores'],
    [
      ['想一想要对朋友说什么', 'Think about what you want to tell a friend', 'Pensar qué quieres decirle a un amigo'],
      [
        '用图画和会写的字写一封信',
        'Write a letter with drawings and any words you can write',
        'Escribir una carta con dibujos y las palabras que sepas',
      ],
      [
        '装进信封，写上名字，投进班级信箱',
        'Put it in an envelope, add the name and post it in the class box',
        'Meterla en un sobre, poner el nombre y echarla en el buzón de la clase',
      ],
    ],
  ],
  绘本剧表演: [
    ['绘本、角色头饰', 'A picture book, character headbands', 'Un libro ilustrado, diademas de personajes'],
    [
      ['读绘本，说说有哪些角色', 'Read the book and list the characters', 'Leer el libro y nombrar los personajes'],
      [
        '分角色，练习角色的对话和动作',
        'Share out the parts and practise lines and actions',
        'Repartir los papeles y ensayar diálogos y gestos',
      ],
      ['戴上头饰为同伴表演', 'Put on the headbands and perform for the class', 'Ponerse las diademas y actuar para la clase'],
      ['说说表演中最喜欢的地方', 'Say what you liked best about the show', 'Decir qué os gustó más de la función'],
    ],
  ],
  新闻播报: [
    ['玩具话筒、新闻图片', 'A toy microphone, news pictures', 'Un micrófono de juguete, imágenes de noticias'],
    [
      [
        '选一张图片或一件班里的新鲜事',
        'Pick a picture or something new that happened in class',
        'Elegir una imagen o algo nuevo que pasó en clase',
      ],
      [
        '用“什么时间、在哪里、谁、做了什么”准备播报',
        'Plan the report: when, where, who, what happened',
        'Preparar la noticia: cuándo, dónde, quién, qué pasó',
      ],
      ['拿话筒向全班播报', 'Report it to the class with the microphone', 'Contarla a la clase con el micrófono'],
    ],
  ],
  我要上小学了: [
    [
      '小学照片、小学生的书包和课本',
      'Photos of a primary school, a pupil’s bag and books',
      'Fotos de una escuela primaria, mochila y libros de un alumno',
    ],
    [
      [
        '看照片，说说小学和幼儿园哪里不一样',
        'Look at photos: how is primary school different?',
        'Mirar fotos: ¿en qué se diferencia la primaria?',
      ],
      ['听小学生哥哥姐姐讲一天的生活', 'Listen to an older pupil describe their day', 'Escuchar a un alumno mayor contar su día'],
      [
        '说说对上小学的期待和担心',
        'Share hopes and worries about starting school',
        'Compartir ilusiones y preocupaciones sobre la primaria',
      ],
    ],
  ],
  小组计划: [
    ['计划表、彩笔', 'Planning sheets, felt pens', 'Hojas de planificación, rotuladores'],
    [
      [
        '小组确定一个要完成的任务（如布置自然角）',
        'The group chooses a task (for example setting up the nature corner)',
        'El grupo elige una tarea (por ejemplo montar el rincón de la naturaleza)',
      ],
      [
        '在计划表上画出要做的事和谁来做',
        'Draw on the sheet what needs doing and who does it',
        'Dibujar en la hoja qué hay que hacer y quién lo hace',
      ],
      ['按计划完成后对照检查', 'Carry out the plan and check it off', 'Llevar a cabo el plan y comprobarlo'],
    ],
  ],
  我们的节日: [
    [
      '节日图片、节日食物或手工材料',
      'Festival pictures, festival food or craft materials',
      'Imágenes de fiestas, comida típica o materiales de manualidades',
    ],
    [
      [
        '看图片，说说春节、中秋节等怎么过',
        'Look at pictures: how do we celebrate Spring Festival or Mid-Autumn?',
        'Mirar imágenes: ¿cómo celebramos la Fiesta de la Primavera o el Medio Otoño?',
      ],
      ['分享自己家过节的做法', 'Share how your family celebrates', 'Contar cómo lo celebra tu familia'],
      ['动手做一件节日小手工', 'Make a small festival craft', 'Hacer una pequeña manualidad de la fiesta'],
    ],
  ],
  感谢身边的人: [
    ['感谢卡、彩笔', 'Thank-you cards, felt pens', 'Tarjetas de agradecimiento, rotuladores'],
    [
      [
        '想一想谁每天帮助我们（保安、厨师、保洁员）',
        'Think who helps us every day (guard, cook, cleaner)',
        'Pensar quién nos ayuda cada día (vigilante, cocinero, limpiador)',
      ],
      ['在卡片上画出想说的感谢', 'Draw your thanks on a card', 'Dibujar el agradecimiento en una tarjeta'],
      ['亲手把卡片送出并说“谢谢”', 'Give the card in person and say thank you', 'Entregar la tarjeta en persona y decir gracias'],
    ],
  ],
  公共场所守规则: [
    ['情景图片（图书馆、公交车、公园）', 'Scene pictures (library, bus, park)', 'Láminas de situaciones (biblioteca, autobús, parque)'],
    [
      [
        '看图片，找出做得对和不对的地方',
        'Find what people do right and wrong in each picture',
        'Buscar lo que se hace bien y mal en cada lámina',
      ],
      ['说说为什么要这样做', 'Talk about why the rules matter', 'Hablar de por qué importan las normas'],
      ['分组表演一个公共场所的情景', 'Act out a public-place scene in groups', 'Representar en grupos una escena en un lugar público'],
    ],
  ],
  磁铁的秘密: [
    [
      '磁铁、回形针、木块、塑料片、硬币',
      'Magnets, paper clips, wood, plastic pieces, coins',
      'Imanes, clips, madera, trozos de plástico, monedas',
    ],
    [
      ['猜一猜磁铁能吸起哪些东西', 'Guess which things a magnet will pick up', 'Adivinar qué cosas atraerá el imán'],
      ['一样一样试，分成吸住和吸不住两堆', 'Test each one and sort into two piles', 'Probar uno a uno y separar en dos montones'],
      [
        '隔着纸板用磁铁让回形针“走路”',
        'Make a paper clip “walk” with a magnet under cardboard',
        'Hacer “caminar” un clip con un imán debajo de un cartón',
      ],
    ],
  ],
  '20以内的加减': [
    ['计数器、数字卡、小棒', 'Abacuses, number cards, counting sticks', 'Ábacos, tarjetas de números, palitos'],
    [
      ['用小棒摆一摆：8根再添3根是几根', 'Use sticks: 8 and 3 more makes how many?', 'Con palitos: 8 y 3 más, ¿cuántos son?'],
      ['在计数器上拨珠验证', 'Check on the abacus', 'Comprobarlo en el ábaco'],
      ['两人一组互相出题', 'In pairs, set each other sums', 'Por parejas, ponerse problemas el uno al otro'],
    ],
  ],
  认识时钟: [
    ['钟面模型（每人一个）', 'A clock face model for each child', 'Un reloj de juguete para cada niño'],
    [
      [
        '认识时针和分针，哪根长、哪根短',
        'Meet the hands: which is long and which short?',
        'Conocer las agujas: ¿cuál es larga y cuál corta?',
      ],
      [
        '拨出整点：起床、吃饭、放学的时间',
        'Set whole hours: getting up, lunch, home time',
        'Poner horas en punto: levantarse, comer, salir de clase',
      ],
      ['老师说时间，孩子拨出来', 'The teacher says a time and the children set it', 'La maestra dice una hora y los niños la ponen'],
    ],
  ],
  看地图找路: [
    ['园区地图、小旗子', 'A map of the school grounds, small flags', 'Un plano de la escuela, banderitas'],
    [
      [
        '认一认地图上的教室、操场、大门',
        'Find the classroom, playground and gate on the map',
        'Buscar en el plano el aula, el patio y la puerta',
      ],
      [
        '老师在某处藏好小旗子，在地图上标出',
        'Hide a flag somewhere and mark the spot on the map',
        'Esconder una banderita y marcar el sitio en el plano',
      ],
      ['小组看地图找到小旗子', 'Groups use the map to find the flag', 'Los grupos usan el plano para encontrarla'],
    ],
  ],
  观察蚕宝宝: [
    [
      '蚕、桑叶、饲养盒、记录表',
      'Silkworms, mulberry leaves, a rearing box, a record sheet',
      'Gusanos de seda, hojas de morera, una caja de cría, una hoja de registro',
    ],
    [
      [
        '每天轮流喂桑叶、清理饲养盒',
        'Take turns each day to feed leaves and clean the box',
        'Turnarse cada día para dar hojas y limpiar la caja',
      ],
      [
        '用放大镜观察蚕的身体和吃叶子的样子',
        'Look at the silkworms’ bodies and eating with a magnifier',
        'Observar con lupa el cuerpo de los gusanos y cómo comen',
      ],
      ['画下蚕一周的变化', 'Draw how the silkworms change over a week', 'Dibujar cómo cambian los gusanos en una semana'],
    ],
  ],
  水墨画竹子: [
    ['毛笔、墨汁、宣纸、竹子图片', 'Brushes, ink, rice paper, pictures of bamboo', 'Pinceles, tinta, papel de arroz, imágenes de bambú'],
    [
      ['欣赏竹子图片，看竹节和竹叶', 'Look at bamboo: the joints and the leaves', 'Mirar el bambú: los nudos y las hojas'],
      [
        '学握毛笔，一节一节画竹竿',
        'Learn to hold the brush and paint the stem joint by joint',
        'Aprender a coger el pincel y pintar el tallo tramo a tramo',
      ],
      ['用笔尖撇出竹叶，完成作品', 'Flick the brush tip to add leaves and finish', 'Añadir las hojas con la punta del pincel y terminar'],
    ],
  ],
  废旧材料做机器人: [
    ['纸盒、瓶盖、胶带、彩笔', 'Boxes, bottle tops, tape, felt pens', 'Cajas, tapones, cinta adhesiva, rotuladores'],
    [
      [
        '看看收集来的材料，想想机器人的样子',
        'Look at the collected materials and imagine a robot',
        'Mirar los materiales recogidos e imaginar un robot',
      ],
      [
        '用纸盒拼身体，瓶盖做眼睛和按钮',
        'Build the body from boxes; use bottle tops for eyes and buttons',
        'Hacer el cuerpo con cajas; usar tapones para ojos y botones',
      ],
      ['给机器人起名字，介绍它的本领', 'Name the robot and tell what it can do', 'Ponerle nombre al robot y contar qué sabe hacer'],
    ],
  ],
  合唱小歌: [
    ['钢琴或伴奏音乐', 'Piano or backing music', 'Piano o música de acompañamiento'],
    [
      ['听老师唱一遍，说说歌里唱了什么', 'Hear the song once and say what it is about', 'Escuchar la canción una vez y decir de qué trata'],
      ['一句一句学唱', 'Learn it line by line', 'Aprenderla frase a frase'],
      ['分成两组轮唱，再一起合唱', 'Sing in two groups in turn, then all together', 'Cantar en dos grupos por turnos y luego todos juntos'],
    ],
  ],
  欣赏名画: [
    [
      '名画图片（如梵高《向日葵》、齐白石的虾）',
      'Prints of famous paintings (such as Van Gogh’s Sunflowers, Qi Baishi’s shrimps)',
      'Reproducciones de cuadros famosos (como Los girasoles de Van Gogh, las gambas de Qi Baishi)',
    ],
    [
      [
        '安静地看一幅画，说说看到了什么',
        'Look quietly at a painting and say what you see',
        'Mirar en silencio un cuadro y decir qué se ve',
      ],
      ['说说画里的颜色让你有什么感觉', 'Say how the colours make you feel', 'Decir qué sentimos con sus colores'],
      ['学着画家的样子画一幅自己的画', 'Paint your own picture in the artist’s style', 'Pintar un cuadro propio al estilo del pintor'],
    ],
  ],
  剪窗花: [
    ['红纸、儿童剪刀、铅笔', 'Red paper, children’s scissors, pencils', 'Papel rojo, tijeras infantiles, lápices'],
    [
      ['把正方形红纸对折两次', 'Fold a square of red paper in half twice', 'Doblar un cuadrado de papel rojo por la mitad dos veces'],
      [
        '在折边上画简单的花纹，沿线剪',
        'Draw simple shapes on the folded edges and cut along them',
        'Dibujar formas sencillas en los bordes doblados y recortarlas',
      ],
      ['打开看看窗花，贴在窗户上', 'Open it up and stick it on the window', 'Abrirlo y pegarlo en la ventana'],
    ],
  ],
};
