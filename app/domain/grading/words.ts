/**
 * Compact word lists for the built-in grader. They ship in the Worker, so they stay small: function
 * words, about a thousand frequent English words (a word outside them counts as less common, the
 * "sophistication" measure), frequent learner misspellings with their corrections, and the linking
 * phrases that mark cohesion and development. Written for this project from general knowledge of
 * English word frequency; no corpus text is copied here.
 */

const list = (text: string) => text.trim().split(/\s+/);

/** Function words: ignored when comparing an essay's content with the prompt's. */
export const STOPWORDS = new Set(
  list(`
a about above after again against all almost also although am among an and another any anyone anything
are around as at be became because become been before being below besides between both but by can cannot
could did do does doing done down during each either else enough etc even ever every everyone everything
few for from further get gets getting go goes going got had has have having he her here hers herself him
himself his how however i if in into is it its itself just least less let like made make makes many may me
might mine more most much must my myself neither no nor not now of off often on once one only or other
others otherwise our ours ourselves out over own per perhaps quite rather really same say says said see
seem seems several shall she should since so some someone something sometimes still such than that the
their theirs them themselves then there therefore these they thing things this those though through thus
to too toward towards under until up upon us use used very was we well were what whatever when where
whether which while who whom whose why will with within without would yet you your yours yourself
yourselves s t don doesn didn isn aren wasn weren won wouldn couldn shouldn can't don't doesn't didn't
isn't aren't wasn't weren't won't wouldn't couldn't shouldn't i'm i've i'd i'll you're you've you'd you'll
he's she's it's we're we've they're they've that's there's what's let's
`),
);

/**
 * About a thousand frequent English words (lemmas; `lemma()` strips regular endings before lookup).
 * Content words outside this list and STOPWORDS count as less common vocabulary.
 */
export const COMMON_WORDS = new Set(
  list(`
able accept access accident account act action active activity actually add address admit adult affect
afraid age ago agree agreement ahead air allow alone along already always amount angry animal answer
appear apply area argue argument arm army arrive art article ask attack attention attempt available
avoid away baby back bad bag ball bank base basic bear beautiful bed begin behavior behind believe
benefit best better big bill bird bit black blood blue board boat body book born boss bottom box boy
brain break bring brother brown build building business busy buy call calm camera camp campus car care
career carry case cat catch cause cell center central century certain certainly chair challenge chance
change character charge cheap check child choice choose church citizen city claim class classroom clean
clear clearly climate close clothes club coach coffee cold collect college color come comfortable common
community company compare complete completely computer concern condition consider contain continue control
cook cool copy corner cost country couple course court cover create crime cultural culture cup current
customer cut daily damage dance danger dangerous dark data date daughter day dead deal dear death decide
decision deep defense degree deliver demand department depend describe design detail develop development
die difference different difficult dinner direction director discover discuss discussion disease doctor
dog door double doubt draw dream dress drink drive drop drug dry due early earn earth easily east easy eat
economic economy edge education effect effective effort eight election else employee end energy enjoy
enter entire environment environmental equal especially even evening event evidence exactly example
exercise exist expect expensive experience expert explain eye face fact factor fail fall family famous
far farm fast father fear feel feeling field fight figure fill film final finally financial find fine
finger finish fire firm first fish five floor fly focus follow food foot force foreign forest forget form
former forward four free freedom friend front full fun funny future game garden gas general generation
get girl give glad glass goal god gold good government great green ground group grow growth guess gun guy
hair half hall hand hang happen happy hard head health healthy hear heart heat heavy help high history
hit hold hole holiday home hope horse hospital hot hotel hour house huge human hundred hungry hurt husband
idea identify image imagine impact important improve include including income increase indeed indicate
individual industry information inside instead institution interest interesting international interview
introduce invest investment involve issue item job join joke judge jump keep key kid kill kind king
kitchen know knowledge lack lady land language large last late later laugh law lawyer lay lead leader
learn leave left leg legal lesson letter level library lie life light likely line list listen little live
local long look lose loss lot love low lunch machine magazine main maintain major majority man manage
management manager market marriage marry material matter maybe mean measure meat media medical meet
meeting member memory mention message method middle military milk million mind minute miss mission
model modern moment money month morning mother mountain mouth move movie music name nation national
natural nature near nearly necessary need network never new news newspaper next nice night nine none
normal north note nothing notice number nurse object obviously occur offer office officer official oil
ok okay old open operation opinion opportunity option order organization original outside owner page
pain paint paper parent park part particular particularly partner party pass past patient pattern pay
peace people percent perform performance period person personal phone physical pick picture piece place
plan plant play player please point police policy political politics poor popular population position
positive possible power practice prepare present president pressure pretty prevent price private
probably problem process produce product production professional professor program project property
protect prove provide public pull purpose push put quality question quick quickly quiet race radio rain
raise range rate reach read ready real reality realize reason receive recent recently recognize record
red reduce reflect region relate relationship religious remain remember remove report represent require
research resource respond response responsibility rest result return reveal rich ride right rise risk
river road rock role room rule run safe safety sale salt save scene school science scientist score sea
season seat second secret section security seek sell send sense serious serve service set seven shake
share ship shoe shoot shop short shot show sick side sign significant similar simple simply sing single
sister sit site situation six size skill skin sleep small smile snow social society soft soldier solution
solve son song soon sorry sort sound source south space speak special specific speech spend sport spring
staff stage stand standard star start state statement station stay step stock stop store story strategy
street strong structure student study stuff style subject success successful suddenly suffer suggest
summer support sure surface system table take talk task tax teach teacher team technology television tell
ten tend term test text thank theory thing think third thousand threat three throw time tiny today
together tomorrow tonight top total touch tough town trade tradition traditional train training travel
treat treatment tree trial trip trouble true truth try turn twice two type understand unit university
unless unlike usually value various victim view violence visit voice vote wait walk wall want war warm
wash watch water way weak wear weather week weekend weight west western white whole wide wife win wind
window winter wish woman wonder wood word work worker world worry worse worst write writer wrong yard
yeah year yes yesterday young youth zero
able access according activity addition additional advantage advice afford age agree allow amazing
anyway apartment appreciate approach appropriate argue aspect assignment assume attend attitude audience
author average aware balance basically basis benefit bike bother budget bus cafeteria capable careful
cause celebrate certain chapter cheap choose clear clothes comfortable communicate communication compete
competition concept conclusion confident connect consequence consider constant contact content context
contribute convenient conversation convince correct cost crowd daily debate decrease definitely degree
deny depend deserve desire despite determine develop device disadvantage distance distract divide dorm
download earn educate efficient elderly electric electricity email emotion emotional employ employer
encourage enormous ensure entertainment environment essay essential event eventually exam excellent
excited expand expectation expense explanation express extra extremely fair familiar fault favorite feature
fee fewer finance flexible focus forever fresh friendly frequently fully fund further gain generally goal
grade graduate habit handle hardly harm hate helpful highly hobby homework honest honestly household
however ideal ignore illness immediately importance impossible impression independent influence instance
instructor intelligent internet interrupt introduce involve journal knowledge lab lecture leisure limit
limited loud major manner mark mature meal means mental method mistake modern mostly motivate motivation
negative neighbor nervous nowadays obvious obviously online opinion organize overall pace parking partly
passage patient perfect perhaps permanent personality perspective persuade physically plenty pollution
positive possibility powerful practical prefer preparation pressure previous primary prior priority
private probably professional proper properly protect provide purchase quality quite rarely reader
reading realistic reasonable recommend regular regularly relax relaxed reliable remind rent repeat
replace request require requirement researcher respect responsible rule schedule scholarship semester
separate seriously share shortage similar skill social solution somewhat spare specific spend stress
stressful strict succeed sufficient suggestion summary support suppose survey talent teenager theme
therefore topic totally tourist traffic transport transportation trust typical typically unfortunately
unique university upset useful valuable vehicle volunteer wealth website whenever whereas willing
wonderful worth
`),
);

/** Frequent learner misspellings and what they should be. */
export const MISSPELLINGS: Record<string, string> = {
  accomodate: "accommodate",
  acheive: "achieve",
  acheived: "achieved",
  adress: "address",
  agressive: "aggressive",
  alot: "a lot",
  allready: "already",
  alright: "all right",
  anual: "annual",
  apparantly: "apparently",
  arguement: "argument",
  athelete: "athlete",
  basicly: "basically",
  becasue: "because",
  becuase: "because",
  beacuse: "because",
  becouse: "because",
  begining: "beginning",
  beleive: "believe",
  beleived: "believed",
  belive: "believe",
  buisness: "business",
  calender: "calendar",
  carreer: "career",
  cheif: "chief",
  comming: "coming",
  commitee: "committee",
  completly: "completely",
  concious: "conscious",
  convienient: "convenient",
  definately: "definitely",
  definatly: "definitely",
  definetly: "definitely",
  diffrent: "different",
  dissapear: "disappear",
  dissapoint: "disappoint",
  enviroment: "environment",
  enviromental: "environmental",
  especialy: "especially",
  exagerate: "exaggerate",
  excercise: "exercise",
  existance: "existence",
  experiance: "experience",
  familar: "familiar",
  finaly: "finally",
  foward: "forward",
  freind: "friend",
  freinds: "friends",
  goverment: "government",
  grammer: "grammar",
  happend: "happened",
  harrass: "harass",
  helpfull: "helpful",
  hieght: "height",
  immediatly: "immediately",
  importent: "important",
  independant: "independent",
  interesing: "interesting",
  intresting: "interesting",
  knowlege: "knowledge",
  libary: "library",
  lisence: "licence",
  maintenence: "maintenance",
  millenium: "millennium",
  neccessary: "necessary",
  necesary: "necessary",
  neighbour: "neighbor",
  noticable: "noticeable",
  occassion: "occasion",
  occured: "occurred",
  occurence: "occurrence",
  oppinion: "opinion",
  oportunity: "opportunity",
  persue: "pursue",
  posession: "possession",
  posible: "possible",
  prefered: "preferred",
  probaly: "probably",
  probly: "probably",
  publically: "publicly",
  realy: "really",
  reccomend: "recommend",
  recieve: "receive",
  recieved: "received",
  refered: "referred",
  relevent: "relevant",
  responsability: "responsibility",
  rythm: "rhythm",
  seperate: "separate",
  sieze: "seize",
  sucess: "success",
  sucessful: "successful",
  succesful: "successful",
  suprise: "surprise",
  suprised: "surprised",
  tommorow: "tomorrow",
  tomorow: "tomorrow",
  tounge: "tongue",
  truely: "truly",
  unfortunatly: "unfortunately",
  untill: "until",
  usefull: "useful",
  wich: "which",
  wierd: "weird",
  whith: "with",
  wih: "with",
  thier: "their",
  theyre: "they're",
  becuz: "because",
  cuz: "because",
  gonna: "going to",
  wanna: "want to",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  cant: "can't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  im: "I'm",
  ive: "I've",
  thats: "that's",
  whats: "what's",
  lets: "let's",
  u: "you",
  ur: "your",
  thru: "through",
  tho: "though",
  alittle: "a little",
  infact: "in fact",
  aswell: "as well",
  eachother: "each other",
  everytime: "every time",
};

/** Linking words and phrases that make a text cohesive. */
export const TRANSITIONS = [
  "however",
  "moreover",
  "furthermore",
  "in addition",
  "additionally",
  "therefore",
  "thus",
  "consequently",
  "as a result",
  "on the other hand",
  "in contrast",
  "nevertheless",
  "nonetheless",
  "although",
  "even though",
  "whereas",
  "similarly",
  "likewise",
  "in conclusion",
  "to conclude",
  "to sum up",
  "overall",
  "finally",
  "first",
  "firstly",
  "second",
  "secondly",
  "third",
  "thirdly",
  "lastly",
  "meanwhile",
  "instead",
  "otherwise",
  "in fact",
  "indeed",
  "hence",
  "for this reason",
  "as well as",
  "not only",
  "despite",
  "because of this",
  "in other words",
  "that is why",
  "this means",
  "also",
] as const;

/** Phrases that introduce support: examples, reasons, explanations. */
export const DEVELOPMENT_MARKERS = [
  "for example",
  "for instance",
  "such as",
  "because",
  "since",
  "due to",
  "this shows",
  "this means",
  "according to",
  "in my experience",
  "when i",
  "the reason",
  "evidence",
  "in particular",
  "specifically",
  "to illustrate",
  "if",
] as const;

/** Phrases an integrated essay uses to relate the lecture to the reading. */
export const SOURCE_MARKERS = [
  "the reading",
  "the passage",
  "the article",
  "the author",
  "the writer",
  "the lecture",
  "the lecturer",
  "the professor",
  "the speaker",
  "contradicts",
  "challenges",
  "casts doubt",
  "refutes",
  "opposes",
  "disagrees",
  "argues",
  "claims",
  "states",
  "explains",
] as const;
