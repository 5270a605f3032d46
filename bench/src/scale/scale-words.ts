/**
 * The words the scale data set is made of: Brazilian first and last names (with their accents, and
 * the plain ASCII form that e-mails and slugs use), places, and the texts hosts write. Enough
 * variety that a contains-search on a name or a title hits a realistic share of the rows, as on a
 * real platform: 'Ana' matches Ana, Mariana, Juliana...; 'Oliveira' about one host in forty.
 */

/** [as written, ASCII]. */
export type Word = readonly [string, string];

/** A list written as one string: keeps the lists dense. */
const words = (list: string, separator: string): string[] => list.split(separator);

const plain = (word: string): Word => [
  word,
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase(),
];

export const FEMALE_NAMES: readonly Word[] = words(
  'Ana Maria Juliana Mariana Fernanda Patrícia Camila Beatriz Larissa Letícia Amanda Bruna ' +
    'Gabriela Aline Jéssica Vanessa Carolina Renata Luana Natália Bianca Tatiane Priscila Daniela ' +
    'Isabela Laura Sofia Helena Alice Valentina Manuela Lívia Giovanna Heloísa Lorena Cecília ' +
    'Yasmin Clara Lúcia Marta Sabrina Débora Raquel Simone Cristina Adriana Fabiana Luciana Rafaela ' +
    'Eduarda Vitória Júlia Marina Elisa Rebeca Paula Tainá Iara Jaqueline Michele',
  ' ',
).map(plain);

export const MALE_NAMES: readonly Word[] = words(
  'Pedro João Lucas Gabriel Rafael Felipe Bruno Thiago Rodrigo Gustavo Diego André Marcelo ' +
    'Leonardo Eduardo Carlos Paulo Ricardo Fernando Vinícius Matheus Daniel Leandro Fábio Henrique ' +
    'Miguel Arthur Heitor Davi Bernardo Théo Samuel Lorenzo Benício Caio Otávio Igor Renan Sérgio ' +
    'Márcio Roberto Antônio José Francisco Luiz Alexandre Murilo Enzo Nicolas Joaquim',
  ' ',
).map(plain);

export const LAST_NAMES: readonly Word[] = words(
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins ' +
    'Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira ' +
    'Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Pinto ' +
    'Moura Cavalcanti Monteiro Correia Batista Campos Castro Duarte Farias Medeiros Nogueira ' +
    'Peixoto Quintela Rezende Sampaio Tavares Vasconcelos Xavier Zanetti Bragança Figueiredo ' +
    'Guimarães Leão Magalhães Pacheco Queiroz Siqueira Toledo Valente Brandão Coelho Damasceno ' +
    'Esteves',
  ' ',
).map(plain);

export const MAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
];

/** DDDs of the larger Brazilian cities, for phone numbers. */
export const AREA_CODES = [11, 21, 31, 41, 51, 61, 71, 81, 85, 19, 27, 47, 48, 62, 91, 92, 98, 83, 84, 65];

export const CITIES = [
  ['São Paulo', 'SP', '01310'],
  ['Rio de Janeiro', 'RJ', '22041'],
  ['Belo Horizonte', 'MG', '30130'],
  ['Curitiba', 'PR', '80010'],
  ['Porto Alegre', 'RS', '90010'],
  ['Brasília', 'DF', '70040'],
  ['Salvador', 'BA', '40020'],
  ['Recife', 'PE', '50030'],
  ['Fortaleza', 'CE', '60060'],
  ['Campinas', 'SP', '13010'],
  ['Florianópolis', 'SC', '88010'],
  ['Goiânia', 'GO', '74003'],
] as const;

export const STREETS = words(
  'Rua das Flores|Avenida Paulista|Rua Augusta|Rua XV de Novembro|Avenida Brasil|Rua da Praia|' +
    'Rua Sete de Setembro|Avenida Beira-Mar|Rua dos Andradas|Alameda Santos|Rua Oscar Freire|' +
    'Avenida Atlântica',
  '|',
);

export const VENUES = words(
  'Espaço Jardim das Flores|Salão de Festas Primavera|Chácara Recanto Verde|Buffet Villa Toscana|' +
    'Casa de Festas Alegria|Sítio Três Irmãos|Espaço Vila Real|Salão Paroquial São José|' +
    'Restaurante Bella Vista|Casa dos Noivos|Espaço Quinta do Lago|Fazenda Santa Bárbara',
  '|',
);

export const PLATFORMS = [
  ['Google Meet', 'https://meet.google.com/'],
  ['Zoom', 'https://zoom.us/j/'],
  ['Microsoft Teams', 'https://teams.microsoft.com/l/meetup-join/'],
] as const;

export const SUBTITLES = [
  'Celebre esse momento com a gente!',
  'Sua presença é o nosso maior presente.',
  'Contamos com você nesse dia especial.',
  'Venha comemorar com a gente!',
  'Um dia para guardar no coração.',
  'Esperamos por você!',
];

export const DESCRIPTIONS = [
  'Preparamos esta lista com muito carinho. Fique à vontade para escolher o presente que quiser!',
  'Obrigado por fazer parte da nossa história. Cada presente nos ajuda a começar essa nova fase.',
  'A festa vai ser linda e a sua presença vai deixá-la ainda mais especial.',
  'Escolha um presente da lista ou deixe um recado: vamos adorar ler cada um deles.',
];

export const EVENT_COLORS = words(
  '#E91E63 #D96C8B #F06292 #9C27B0 #8E7CC3 #673AB7 #3F51B5 #5B8DB8 #2196F3 #00ACC1 #4FA8A6 ' +
    '#4CAF50 #8BC34A #EDA13A #FF9800 #E07A5F #795548',
  ' ',
);

/** A fallback catalogue, used only when the database has too few active gifts (no demo seed). */
export const FALLBACK_GIFTS: readonly (readonly [string, number])[] = [
  ['Jogo de Panelas Antiaderente', 48_990],
  ['Cafeteira Expresso', 89_900],
  ['Liquidificador', 32_990],
  ['Faqueiro Inox 24 Peças', 24_990],
  ['Aparelho de Jantar 30 Peças', 55_990],
  ['Jogo de Taças de Cristal', 21_990],
  ['Jogo de Cama Queen', 38_990],
  ['Jogo de Toalhas de Banho', 19_990],
  ['Kit Body Manga Curta', 8_990],
  ['Carrinho de Bebê', 129_900],
  ['Air Fryer', 45_990],
  ['Aspirador de Pó Vertical', 59_990],
];
