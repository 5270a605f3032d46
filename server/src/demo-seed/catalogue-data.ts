import type { IconName } from './icons';

/**
 * The demo catalogue: event types, their categories and the gifts of each category, in
 * Portuguese with realistic prices (centavos: what the host receives). Order matters: a gift's
 * position (1-based) names its seeded image, `seed/gifts/<n>.webp`.
 */

export type GiftSeed = { name: string; description: string; priceCents: number; icon: IconName };
export type CategorySeed = { name: string; description: string; color: string; gifts: GiftSeed[] };
export type EventTypeSeed = {
  name: string;
  description: string;
  color: string;
  icon: IconName;
  categories: CategorySeed[];
};

export const EVENT_TYPES: EventTypeSeed[] = [
  {
    name: 'Casamento',
    description: 'Lista de presentes para o grande dia e para a vida a dois.',
    color: '#D96C8B',
    icon: 'heart',
    categories: [
      {
        name: 'Lista Clássica',
        description: 'Casa, cozinha, cama, mesa e banho para o novo lar do casal.',
        color: '#D96C8B',
        gifts: [
          {
            name: 'Jogo de Panelas Antiaderente 5 Peças',
            description: 'Caçarolas, frigideira e tampas de vidro, prontas para o dia a dia do casal.',
            priceCents: 48_990,
            icon: 'pot',
          },
          {
            name: 'Cafeteira Expresso',
            description: 'Para o cafezinho da manhã com a cremosidade de cafeteria.',
            priceCents: 89_900,
            icon: 'mug',
          },
          {
            name: 'Liquidificador de Alta Potência',
            description: '1200 W, copo de vidro e 12 velocidades para sucos e vitaminas.',
            priceCents: 32_990,
            icon: 'blender',
          },
          {
            name: 'Faqueiro Inox 24 Peças',
            description: 'Talheres em aço inox com acabamento polido para receber bem.',
            priceCents: 24_990,
            icon: 'cutlery',
          },
          {
            name: 'Aparelho de Jantar 30 Peças',
            description: 'Porcelana branca com pratos rasos, fundos, de sobremesa e xícaras.',
            priceCents: 55_990,
            icon: 'plate',
          },
          {
            name: 'Jogo de Taças de Cristal',
            description: 'Seis taças de cristal para brindar cada conquista a dois.',
            priceCents: 21_990,
            icon: 'glasses',
          },
          {
            name: 'Jogo de Cama Queen 400 Fios',
            description: 'Lençóis e fronhas em algodão egípcio, de toque macio e acetinado.',
            priceCents: 38_990,
            icon: 'bed',
          },
          {
            name: 'Jogo de Toalhas Banhão 4 Peças',
            description: 'Toalhas felpudas de algodão: duas de banho e duas de rosto.',
            priceCents: 19_990,
            icon: 'towel',
          },
          {
            name: 'Luminária de Mesa',
            description: 'Cúpula de linho e base de madeira para uma luz aconchegante.',
            priceCents: 18_990,
            icon: 'lamp',
          },
          {
            name: 'Vaso de Cerâmica com Planta',
            description: 'Costela-de-adão em vaso artesanal para dar vida à sala.',
            priceCents: 12_990,
            icon: 'plant',
          },
          {
            name: 'Poltrona Decorativa',
            description: 'Poltrona estofada em linho, perfeita para o cantinho de leitura.',
            priceCents: 119_000,
            icon: 'sofa',
          },
          {
            name: 'Porta-Retratos Trio',
            description: 'Três molduras de madeira para as fotos preferidas do casal.',
            priceCents: 9_990,
            icon: 'frame',
          },
          {
            name: 'Kit Velas Aromáticas',
            description: 'Velas de cera de soja com aromas de lavanda, baunilha e alecrim.',
            priceCents: 8_990,
            icon: 'candle',
          },
          {
            name: 'Toalha de Mesa de Linho',
            description: 'Toalha retangular para oito lugares, em linho lavado.',
            priceCents: 14_990,
            icon: 'towel',
          },
        ],
      },
      {
        name: 'Lua de Mel',
        description: 'Cotas e experiências para a viagem dos noivos.',
        color: '#E39B3B',
        gifts: [
          {
            name: 'Cota de Passagens Aéreas',
            description: 'Uma cota para as passagens da lua de mel dos noivos.',
            priceCents: 50_000,
            icon: 'plane',
          },
          {
            name: 'Jantar Romântico',
            description: 'Um jantar especial para o casal em um restaurante à beira-mar.',
            priceCents: 35_000,
            icon: 'glasses',
          },
          {
            name: 'Diária em Pousada',
            description: 'Uma noite em uma pousada charmosa no destino da viagem.',
            priceCents: 60_000,
            icon: 'bed',
          },
          {
            name: 'Ensaio Fotográfico na Viagem',
            description: 'Uma sessão de fotos profissional para eternizar a lua de mel.',
            priceCents: 45_000,
            icon: 'camera',
          },
          {
            name: 'Dia de Spa para o Casal',
            description: 'Massagem relaxante e ofurô para descansar depois da festa.',
            priceCents: 45_000,
            icon: 'towel',
          },
          {
            name: 'Ajuda para a Lua de Mel',
            description: 'Uma contribuição para tornar a viagem inesquecível.',
            priceCents: 10_000,
            icon: 'heart',
          },
        ],
      },
    ],
  },
  {
    name: 'Chá de Bebê',
    description: 'Tudo o que o bebê precisa para chegar com conforto.',
    color: '#8E7CC3',
    icon: 'onesie',
    categories: [
      {
        name: 'Enxoval do Bebê',
        description: 'Roupinhas, banho e alimentação dos primeiros meses.',
        color: '#8E7CC3',
        gifts: [
          {
            name: 'Kit Body Manga Curta 5 Peças',
            description: 'Bodies de algodão macio em tons neutros, do RN ao M.',
            priceCents: 8_990,
            icon: 'onesie',
          },
          {
            name: 'Kit Mamadeiras Anticólica',
            description: 'Três mamadeiras com bico de silicone e sistema anticólica.',
            priceCents: 12_990,
            icon: 'bottle',
          },
          {
            name: 'Manta de Algodão',
            description: 'Manta leve e respirável para o colo e o carrinho.',
            priceCents: 7_990,
            icon: 'towel',
          },
          {
            name: 'Kit Toalhas com Capuz',
            description: 'Duas toalhas de banho fofinhas com capuz de bichinho.',
            priceCents: 9_990,
            icon: 'towel',
          },
          {
            name: 'Ursinho de Pelúcia',
            description: 'Companheiro antialérgico para os primeiros abraços.',
            priceCents: 6_990,
            icon: 'bear',
          },
          {
            name: 'Pacote de Fraldas',
            description: 'Fraldas descartáveis tamanho P para o primeiro mês.',
            priceCents: 11_990,
            icon: 'gift',
          },
          {
            name: 'Bolsa Maternidade',
            description: 'Bolsa espaçosa com trocador e bolsos térmicos.',
            priceCents: 22_990,
            icon: 'gift',
          },
        ],
      },
      {
        name: 'Quarto e Passeio',
        description: 'Móveis do quarto e itens para passear com o bebê.',
        color: '#4FA8A6',
        gifts: [
          {
            name: 'Berço Montessoriano',
            description: 'Berço baixo em madeira maciça que acompanha o crescimento.',
            priceCents: 119_000,
            icon: 'bed',
          },
          {
            name: 'Luminária Infantil',
            description: 'Abajur de luz suave para as mamadas da madrugada.',
            priceCents: 14_990,
            icon: 'lamp',
          },
          {
            name: 'Babá Eletrônica com Câmera',
            description: 'Vídeo em alta definição e visão noturna no celular.',
            priceCents: 39_990,
            icon: 'camera',
          },
          {
            name: 'Carrinho de Bebê',
            description: 'Carrinho reclinável com capota e cesto, fácil de dobrar.',
            priceCents: 139_900,
            icon: 'stroller',
          },
          {
            name: 'Poltrona de Amamentação',
            description: 'Poltrona confortável com braços largos para as mamadas.',
            priceCents: 149_000,
            icon: 'sofa',
          },
        ],
      },
    ],
  },
  {
    name: 'Chá de Panela',
    description: 'Utensílios e eletroportáteis para equipar a cozinha.',
    color: '#E07A5F',
    icon: 'pot',
    categories: [
      {
        name: 'Cozinha Completa',
        description: 'Do preparo ao serviço: tudo para cozinhar e receber.',
        color: '#E07A5F',
        gifts: [
          {
            name: 'Kit Utensílios de Silicone',
            description: 'Espátulas, conchas e pegadores que não riscam as panelas.',
            priceCents: 11_990,
            icon: 'cutlery',
          },
          {
            name: 'Jogo de Facas com Cepo',
            description: 'Facas de aço inox para chef, pão, legumes e carnes.',
            priceCents: 28_990,
            icon: 'cutlery',
          },
          {
            name: 'Conjunto de Potes Herméticos',
            description: 'Dez potes de vidro com tampa para organizar a despensa.',
            priceCents: 14_990,
            icon: 'pot',
          },
          {
            name: 'Forma de Bolo Antiaderente',
            description: 'Forma redonda com fundo removível para bolos e tortas.',
            priceCents: 6_990,
            icon: 'cake',
          },
          {
            name: 'Jogo de Xícaras de Café',
            description: 'Seis xícaras de porcelana com pires para o café da tarde.',
            priceCents: 9_990,
            icon: 'mug',
          },
          {
            name: 'Panela de Arroz Elétrica',
            description: 'Arroz soltinho no ponto, com função manter aquecido.',
            priceCents: 21_990,
            icon: 'pot',
          },
          {
            name: 'Mixer de Mão 3 em 1',
            description: 'Mixer, batedor e processador para receitas rápidas.',
            priceCents: 18_990,
            icon: 'blender',
          },
          {
            name: 'Jogo de Pratos Rasos',
            description: 'Seis pratos de cerâmica esmaltada para o dia a dia.',
            priceCents: 13_990,
            icon: 'plate',
          },
        ],
      },
    ],
  },
  {
    name: 'Aniversário',
    description: 'Presentes e experiências para celebrar mais um ano.',
    color: '#EDA13A',
    icon: 'cake',
    categories: [
      {
        name: 'Presentes e Experiências',
        description: 'Mimos e momentos para o aniversariante.',
        color: '#EDA13A',
        gifts: [
          {
            name: 'Vale-Presente',
            description: 'Um vale para o aniversariante escolher o que quiser.',
            priceCents: 15_000,
            icon: 'gift',
          },
          {
            name: 'Bolo de Aniversário',
            description: 'Bolo artesanal de dois andares para a comemoração.',
            priceCents: 18_000,
            icon: 'cake',
          },
          {
            name: 'Câmera Instantânea',
            description: 'Fotos impressas na hora para guardar cada momento.',
            priceCents: 49_990,
            icon: 'camera',
          },
          {
            name: 'Caixa de Som Bluetooth',
            description: 'Som potente e bateria de 12 horas para animar qualquer encontro.',
            priceCents: 29_990,
            icon: 'speaker',
          },
          {
            name: 'Jantar Especial',
            description: 'Um jantar a dois no restaurante favorito do aniversariante.',
            priceCents: 25_000,
            icon: 'glasses',
          },
        ],
      },
    ],
  },
  {
    name: 'Casa Nova',
    description: 'Para quem está montando o primeiro lar.',
    color: '#5B8DB8',
    icon: 'sofa',
    categories: [
      {
        name: 'Primeiro Lar',
        description: 'Móveis, decoração e praticidade para a casa nova.',
        color: '#5B8DB8',
        gifts: [
          {
            name: 'Aspirador de Pó Vertical',
            description: 'Leve e sem fio, com bateria de longa duração.',
            priceCents: 59_990,
            icon: 'gift',
          },
          {
            name: 'Jogo de Cama Casal',
            description: 'Lençol, fronhas e edredom em percal 200 fios.',
            priceCents: 25_990,
            icon: 'bed',
          },
          {
            name: 'Kit Plantas para Varanda',
            description: 'Três plantas fáceis de cuidar com vasos autoirrigáveis.',
            priceCents: 15_990,
            icon: 'plant',
          },
          {
            name: 'Sofá Dois Lugares',
            description: 'Sofá compacto e confortável, ideal para a primeira sala.',
            priceCents: 189_000,
            icon: 'sofa',
          },
          {
            name: 'Luminária de Chão',
            description: 'Luminária de piso com cúpula de tecido para a sala.',
            priceCents: 32_990,
            icon: 'lamp',
          },
        ],
      },
    ],
  },
];

/** Every catalogue gift in order, with its category and type. */
export const CATALOGUE_GIFTS = EVENT_TYPES.flatMap((type) =>
  type.categories.flatMap((category) => category.gifts.map((gift) => ({ ...gift, category, type }))),
);
