/**
 * The scoring rubrics the grader applies and the criteria pages show, modelled on the ETS TOEFL iBT
 * Writing and Speaking rubrics and written in our own words. Texts are kept here in both languages
 * (they are long page content, not client catalog strings); the grader reads the English ones.
 *
 * Writing: every task type scored 0-5 (half points allowed). Speaking: every task scored 0-4,
 * judged on delivery, language use and topic development.
 */
import type { Locale } from "~/lib/i18n";

export type Localized = { en: string; "pt-BR": string };

export interface WritingBand {
  score: number;
  descriptor: Localized;
}

export interface WritingRubric {
  task: WritingTaskType;
  title: Localized;
  summary: Localized;
  maxScore: 5;
  bands: WritingBand[];
}

export const WRITING_TASK_TYPES = ["integrated", "academic_discussion", "independent"] as const;
export type WritingTaskType = (typeof WRITING_TASK_TYPES)[number];

export const SPEAKING_DIMENSIONS = ["delivery", "languageUse", "topicDevelopment"] as const;
export type SpeakingDimension = (typeof SPEAKING_DIMENSIONS)[number];

export interface SpeakingBand {
  score: number;
  general: Localized;
  dimensions: Record<SpeakingDimension, Localized>;
}

export interface SpeakingRubric {
  title: Localized;
  summary: Localized;
  maxScore: 4;
  dimensionTitles: Record<SpeakingDimension, Localized>;
  bands: SpeakingBand[];
}

const l = (en: string, pt: string): Localized => ({ en, "pt-BR": pt });

export function localize(text: Localized, locale: Locale): string {
  return text[locale] ?? text.en;
}

const integrated: WritingRubric = {
  task: "integrated",
  title: l("Integrated writing", "Redação integrada"),
  summary: l(
    "The learner reads a passage, listens to a lecture and explains how the lecture relates to the reading. Scored on how completely and accurately the lecture's points are conveyed and connected to the reading, and on clear, accurate language.",
    "O aluno lê um texto, ouve uma aula e explica como a aula se relaciona com a leitura. Avalia-se o quanto os pontos da aula são transmitidos de forma completa e precisa e ligados à leitura, e a clareza e correção da linguagem.",
  ),
  maxScore: 5,
  bands: [
    {
      score: 5,
      descriptor: l(
        "Selects the important information from the lecture and presents it accurately and coherently in relation to the reading. Well organised; occasional language slips do not blur meaning or connections.",
        "Seleciona as informações importantes da aula e as apresenta com precisão e coerência em relação à leitura. Bem organizada; deslizes ocasionais de linguagem não prejudicam o sentido nem as relações.",
      ),
    },
    {
      score: 4,
      descriptor: l(
        "Generally good at selecting and relating the lecture's key points to the reading, with minor omissions, inaccuracies or vagueness in some content. Language errors are more frequent or noticeable but rarely obscure ideas.",
        "Em geral seleciona e relaciona bem os pontos-chave da aula à leitura, com pequenas omissões, imprecisões ou vaguezas. Erros de linguagem são mais frequentes ou perceptíveis, mas raramente obscurecem as ideias.",
      ),
    },
    {
      score: 3,
      descriptor: l(
        "Conveys some relevant information from the lecture but is vague, incomplete or partly inaccurate in connecting it to the reading; may omit one key point. Errors sometimes make meaning or connections unclear.",
        "Transmite algumas informações relevantes da aula, mas é vaga, incompleta ou em parte imprecisa ao ligá-las à leitura; pode omitir um ponto-chave. Os erros às vezes tornam o sentido ou as relações pouco claros.",
      ),
    },
    {
      score: 2,
      descriptor: l(
        "Contains some relevant lecture content but with significant language difficulties, or significant omissions or misrepresentations of the lecture's points or of how they relate to the reading.",
        "Contém algum conteúdo relevante da aula, mas com dificuldades de linguagem significativas ou omissões e distorções importantes dos pontos da aula ou de sua relação com a leitura.",
      ),
    },
    {
      score: 1,
      descriptor: l(
        "Provides little or no meaningful or relevant content from the lecture, or the language is so weak that the meaning is hard to follow.",
        "Apresenta pouco ou nenhum conteúdo significativo ou relevante da aula, ou a linguagem é tão fraca que o sentido é difícil de acompanhar.",
      ),
    },
    {
      score: 0,
      descriptor: l(
        "Only copies sentences from the reading, is off topic, written in another language, consists of keystroke characters, or is blank.",
        "Apenas copia frases da leitura, foge do tema, está em outro idioma, consiste em caracteres aleatórios ou está em branco.",
      ),
    },
  ],
};

const academicDiscussion: WritingRubric = {
  task: "academic_discussion",
  title: l("Writing for an academic discussion", "Redação para discussão acadêmica"),
  summary: l(
    "The learner reads a professor's question and two classmates' posts and contributes an opinion to the discussion. Scored on how relevant and well elaborated the contribution is and on the range and accuracy of the language.",
    "O aluno lê a pergunta de um professor e as postagens de dois colegas e contribui com uma opinião para a discussão. Avalia-se a relevância e o desenvolvimento da contribuição e a variedade e correção da linguagem.",
  ),
  maxScore: 5,
  bands: [
    {
      score: 5,
      descriptor: l(
        "A fully successful contribution: relevant, very clearly expressed and well elaborated with explanations, examples or details. Varied syntax and precise, idiomatic word choice; almost no errors.",
        "Contribuição plenamente bem-sucedida: relevante, muito clara e bem desenvolvida com explicações, exemplos ou detalhes. Sintaxe variada e vocabulário preciso e idiomático; quase nenhum erro.",
      ),
    },
    {
      score: 4,
      descriptor: l(
        "A generally successful contribution: relevant and adequately elaborated, easy to follow. Some variety of structures and appropriate vocabulary; few errors that do not interfere with meaning.",
        "Contribuição em geral bem-sucedida: relevante e adequadamente desenvolvida, fácil de acompanhar. Alguma variedade de estruturas e vocabulário adequado; poucos erros, que não interferem no sentido.",
      ),
    },
    {
      score: 3,
      descriptor: l(
        "A partially successful contribution: mostly relevant and understandable, but parts of the explanation are missing, unclear or repetitive. Some noticeable errors in structure or word choice.",
        "Contribuição parcialmente bem-sucedida: em grande parte relevante e compreensível, mas partes da explicação faltam, estão pouco claras ou repetitivas. Alguns erros perceptíveis de estrutura ou vocabulário.",
      ),
    },
    {
      score: 2,
      descriptor: l(
        "A mostly unsuccessful attempt: ideas are poorly elaborated or only partly relevant. Limited range of structures and vocabulary; frequent errors make parts hard to understand.",
        "Tentativa em grande parte malsucedida: ideias pouco desenvolvidas ou apenas em parte relevantes. Variedade limitada de estruturas e vocabulário; erros frequentes dificultam a compreensão de trechos.",
      ),
    },
    {
      score: 1,
      descriptor: l(
        "An unsuccessful attempt: few relevant ideas, little or no elaboration, and serious, frequent language errors; may largely repeat the prompt or the other posts.",
        "Tentativa malsucedida: poucas ideias relevantes, pouco ou nenhum desenvolvimento e erros de linguagem graves e frequentes; pode repetir em grande parte o enunciado ou as outras postagens.",
      ),
    },
    {
      score: 0,
      descriptor: l(
        "Blank, off topic, not in English, entirely copied from the prompt, or random characters.",
        "Em branco, fora do tema, não está em inglês, copiada inteiramente do enunciado ou composta de caracteres aleatórios.",
      ),
    },
  ],
};

const independent: WritingRubric = {
  task: "independent",
  title: l("Independent writing", "Redação independente"),
  summary: l(
    "The learner writes an essay giving and supporting an opinion on a topic. Scored on how well the task is addressed, organisation and development, and language use.",
    "O aluno escreve uma redação expondo e defendendo uma opinião sobre um tema. Avalia-se o atendimento à tarefa, a organização e o desenvolvimento, e o uso da linguagem.",
  ),
  maxScore: 5,
  bands: [
    {
      score: 5,
      descriptor: l(
        "Addresses the topic and task effectively; well organised and developed with clear explanations, examples or details; unified and coherent; consistent facility with language, with only minor slips.",
        "Atende ao tema e à tarefa com eficácia; bem organizada e desenvolvida com explicações, exemplos ou detalhes claros; unidade e coerência; domínio consistente da linguagem, com apenas pequenos deslizes.",
      ),
    },
    {
      score: 4,
      descriptor: l(
        "Addresses the topic and task well, though some points may not be fully elaborated; generally well organised and coherent, with occasional redundancy or unclear connections; good range of language with some errors.",
        "Atende bem ao tema e à tarefa, embora alguns pontos possam não estar plenamente desenvolvidos; em geral bem organizada e coerente, com redundâncias ou ligações pouco claras ocasionais; boa variedade de linguagem com alguns erros.",
      ),
    },
    {
      score: 3,
      descriptor: l(
        "Addresses the topic with somewhat developed explanations; unity and coherence present but connections are sometimes obscured; inconsistent language with errors that occasionally blur meaning.",
        "Atende ao tema com explicações parcialmente desenvolvidas; há unidade e coerência, mas as ligações às vezes ficam obscuras; linguagem inconsistente, com erros que ocasionalmente prejudicam o sentido.",
      ),
    },
    {
      score: 2,
      descriptor: l(
        "Limited development; inadequate organisation or connection of ideas; inappropriate or insufficient details; noticeable errors in structure and vocabulary.",
        "Desenvolvimento limitado; organização ou ligação de ideias inadequada; detalhes inadequados ou insuficientes; erros perceptíveis de estrutura e vocabulário.",
      ),
    },
    {
      score: 1,
      descriptor: l(
        "Seriously disorganised or underdeveloped; little or no relevant detail; serious and frequent errors in sentence structure or usage.",
        "Seriamente desorganizada ou pouco desenvolvida; pouco ou nenhum detalhe relevante; erros graves e frequentes de estrutura ou uso.",
      ),
    },
    {
      score: 0,
      descriptor: l(
        "Merely copies the topic, is unrelated to it, not in English, random characters, or blank.",
        "Apenas copia o tema, não tem relação com ele, não está em inglês, tem caracteres aleatórios ou está em branco.",
      ),
    },
  ],
};

export const WRITING_RUBRICS: Record<WritingTaskType, WritingRubric> = {
  integrated,
  academic_discussion: academicDiscussion,
  independent,
};

export function writingRubric(type: string): WritingRubric {
  return (WRITING_RUBRICS as Record<string, WritingRubric>)[type] ?? WRITING_RUBRICS.independent;
}

export const SPEAKING_RUBRIC: SpeakingRubric = {
  title: l("Speaking tasks", "Tarefas de fala"),
  summary: l(
    "Every speaking response is scored 0-4 as a whole, considering three aspects: delivery, language use and topic development. A response at a level meets most of that level's descriptions.",
    "Cada resposta oral recebe uma nota de 0 a 4 como um todo, considerando três aspectos: fluência e pronúncia, uso da linguagem e desenvolvimento do tema. Uma resposta de um nível atende à maioria das descrições desse nível.",
  ),
  maxScore: 4,
  dimensionTitles: {
    delivery: l("Delivery", "Fluência e pronúncia"),
    languageUse: l("Language use", "Uso da linguagem"),
    topicDevelopment: l("Topic development", "Desenvolvimento do tema"),
  },
  bands: [
    {
      score: 4,
      general: l(
        "Fulfils the task, is highly intelligible and sustained, with only minor lapses.",
        "Cumpre a tarefa, é muito inteligível e contínua, com apenas pequenos lapsos.",
      ),
      dimensions: {
        delivery: l(
          "Fluid, clear speech with good pacing; minor pronunciation or intonation issues do not affect understanding.",
          "Fala fluida e clara, com bom ritmo; pequenos problemas de pronúncia ou entonação não afetam a compreensão.",
        ),
        languageUse: l(
          "Effective, automatic use of grammar and vocabulary; a good range of structures with minor errors.",
          "Uso eficaz e automático de gramática e vocabulário; boa variedade de estruturas com pequenos erros.",
        ),
        topicDevelopment: l(
          "Ideas are well developed, relevant and clearly connected; for integrated tasks, the key information from the sources is conveyed accurately.",
          "Ideias bem desenvolvidas, relevantes e claramente ligadas; nas tarefas integradas, as informações-chave das fontes são transmitidas com precisão.",
        ),
      },
    },
    {
      score: 3,
      general: l(
        "Addresses the task appropriately but falls short of being fully developed; generally intelligible with some lapses.",
        "Atende à tarefa de forma adequada, mas não chega a ser plenamente desenvolvida; em geral inteligível, com alguns lapsos.",
      ),
      dimensions: {
        delivery: l(
          "Generally clear, with some fluidity, though minor difficulties with pronunciation, intonation or pacing need some listener effort.",
          "Em geral clara e com alguma fluidez, embora pequenas dificuldades de pronúncia, entonação ou ritmo exijam algum esforço do ouvinte.",
        ),
        languageUse: l(
          "Fairly automatic and effective use of grammar and vocabulary, with some imprecise or inaccurate use.",
          "Uso razoavelmente automático e eficaz de gramática e vocabulário, com algum uso impreciso ou incorreto.",
        ),
        topicDevelopment: l(
          "Mostly coherent and sustained, but development is limited in places or connections are not always clear; integrated responses may omit or blur some details.",
          "Em grande parte coerente e contínua, mas o desenvolvimento é limitado em trechos ou as ligações nem sempre são claras; respostas integradas podem omitir ou confundir alguns detalhes.",
        ),
      },
    },
    {
      score: 2,
      general: l(
        "Addresses the task, but development is limited; contains intelligible speech with noticeable problems in expression.",
        "Atende à tarefa, mas o desenvolvimento é limitado; fala inteligível com problemas perceptíveis de expressão.",
      ),
      dimensions: {
        delivery: l(
          "Basically intelligible, but listener effort is needed because of unclear articulation, awkward intonation or choppy rhythm.",
          "Basicamente inteligível, mas exige esforço do ouvinte por articulação pouco clara, entonação estranha ou ritmo entrecortado.",
        ),
        languageUse: l(
          "Limited range and control of grammar and vocabulary; mostly basic sentences, which may obscure some ideas.",
          "Variedade e controle limitados de gramática e vocabulário; frases em geral básicas, que podem obscurecer algumas ideias.",
        ),
        topicDevelopment: l(
          "Relevant but limited in content or detail; ideas are loosely connected; integrated responses miss or misstate key information.",
          "Relevante, mas limitada em conteúdo ou detalhes; ideias pouco ligadas; respostas integradas omitem ou distorcem informações-chave.",
        ),
      },
    },
    {
      score: 1,
      general: l(
        "Very limited in content or coherence, or only minimally connected to the task; speech is largely unintelligible.",
        "Muito limitada em conteúdo ou coerência, ou apenas minimamente ligada à tarefa; a fala é em grande parte ininteligível.",
      ),
      dimensions: {
        delivery: l(
          "Consistent pronunciation, stress and intonation difficulties cause considerable listener effort; frequent pauses and hesitations.",
          "Dificuldades constantes de pronúncia, acentuação e entonação exigem grande esforço do ouvinte; pausas e hesitações frequentes.",
        ),
        languageUse: l(
          "Range and control of grammar and vocabulary severely limit expression; relies on isolated words or memorised phrases.",
          "Variedade e controle de gramática e vocabulário limitam gravemente a expressão; depende de palavras isoladas ou frases decoradas.",
        ),
        topicDevelopment: l(
          "Little relevant content beyond a basic idea; may repeat the prompt; integrated responses convey almost none of the sources.",
          "Pouco conteúdo relevante além de uma ideia básica; pode repetir o enunciado; respostas integradas quase nada transmitem das fontes.",
        ),
      },
    },
    {
      score: 0,
      general: l(
        "No response, or the response is unrelated to the topic.",
        "Sem resposta, ou a resposta não tem relação com o tema.",
      ),
      dimensions: {
        delivery: l("Nothing to assess.", "Nada a avaliar."),
        languageUse: l("Nothing to assess.", "Nada a avaliar."),
        topicDevelopment: l("Nothing to assess.", "Nada a avaliar."),
      },
    },
  ],
};

/** The English rubric text of a writing task, as the grader sends it to a model. */
export function writingRubricText(type: string): string {
  const rubric = writingRubric(type);
  return [
    `${rubric.title.en} (score 0-${rubric.maxScore}, half points allowed)`,
    rubric.summary.en,
    ...rubric.bands.map((band) => `${band.score}: ${band.descriptor.en}`),
  ].join("\n");
}

/** The English speaking rubric, as the grader sends it to a model. */
export function speakingRubricText(): string {
  const r = SPEAKING_RUBRIC;
  return [
    `${r.title.en} (score 0-${r.maxScore})`,
    r.summary.en,
    ...r.bands.map((band) =>
      [
        `${band.score}: ${band.general.en}`,
        ...SPEAKING_DIMENSIONS.map((d) => `  ${r.dimensionTitles[d].en}: ${band.dimensions[d].en}`),
      ].join("\n"),
    ),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// The current format (since January 2026): Write an Email and Take an Interview, both 0-5 on four
// criteria (ADR 0016). Written in our own words from ETS's task descriptions.

export interface CriteriaRubric<C extends string> {
  title: Localized;
  summary: Localized;
  maxScore: 5;
  criteria: readonly C[];
  criterionTitles: Record<C, Localized>;
  /** What each criterion looks at. */
  criterionDescriptions: Record<C, Localized>;
  bands: { score: number; general: Localized }[];
}

export const EMAIL_CRITERIA = ["goals", "organisation", "tone", "language"] as const;
export type EmailCriterion = (typeof EMAIL_CRITERIA)[number];

export const EMAIL_RUBRIC: CriteriaRubric<EmailCriterion> = {
  title: l("Write an Email", "Escrever um e-mail"),
  summary: l(
    "The learner writes an email for a situation with three goals in 7 minutes. Scored 0-5 (half points allowed) on whether all three goals are met, how the email is organised, whether the tone suits the recipient, and the accuracy and range of the language. There is no word minimum, but a very short email cannot meet its goals and scores low.",
    "O aluno escreve um e-mail para uma situação com três objetivos em 7 minutos. Nota de 0 a 5 (meio ponto permitido) conforme cumpre os três objetivos, a organização do e-mail, se o tom combina com o destinatário e a correção e variedade da linguagem. Não há mínimo de palavras, mas um e-mail muito curto não cumpre os objetivos e recebe nota baixa.",
  ),
  maxScore: 5,
  criteria: EMAIL_CRITERIA,
  criterionTitles: {
    goals: l("Goals met", "Objetivos cumpridos"),
    organisation: l("Organisation", "Organização"),
    tone: l("Tone and register", "Tom e registro"),
    language: l("Language", "Linguagem"),
  },
  criterionDescriptions: {
    goals: l("Each of the three goals is addressed clearly and with enough detail.", "Cada um dos três objetivos é tratado com clareza e detalhes suficientes."),
    organisation: l("A greeting, a logical order of points with connections, and a closing.", "Saudação, ordem lógica dos pontos com conexões e despedida."),
    tone: l("Politeness and formality suit the recipient and the purpose.", "Cortesia e formalidade adequadas ao destinatário e ao propósito."),
    language: l("Accurate grammar and spelling; varied, precise vocabulary.", "Gramática e ortografia corretas; vocabulário variado e preciso."),
  },
  bands: [
    { score: 5, general: l("All three goals fully met; well organised; tone consistently appropriate; precise language with only minor slips.", "Os três objetivos plenamente cumpridos; bem organizado; tom sempre adequado; linguagem precisa, com deslizes mínimos.") },
    { score: 4, general: l("All goals met, one with less detail; clear organisation; appropriate tone; some minor errors.", "Todos os objetivos cumpridos, um com menos detalhes; organização clara; tom adequado; alguns erros pequenos.") },
    { score: 3, general: l("Goals mostly met, one vague or missing; organisation or tone partly uneven; noticeable errors that rarely obscure meaning.", "Objetivos em grande parte cumpridos, um vago ou ausente; organização ou tom em parte irregulares; erros perceptíveis que raramente obscurecem o sentido.") },
    { score: 2, general: l("Only one or two goals addressed, or very briefly; weak organisation; tone often unsuitable; errors obscure some meaning.", "Apenas um ou dois objetivos tratados, ou muito brevemente; organização fraca; tom muitas vezes inadequado; erros obscurecem parte do sentido.") },
    { score: 1, general: l("Little of the task addressed; disorganised; frequent serious errors.", "Pouco da tarefa é tratado; desorganizado; erros graves frequentes.") },
    { score: 0, general: l("Blank, unrelated to the situation, copied from the prompt or not in English.", "Em branco, sem relação com a situação, copiado do enunciado ou não está em inglês.") },
  ],
};

export const INTERVIEW_CRITERIA = ["relevance", "elaboration", "delivery", "languageUse"] as const;
export type InterviewCriterion = (typeof INTERVIEW_CRITERIA)[number];

export const INTERVIEW_RUBRIC: CriteriaRubric<InterviewCriterion> = {
  title: l("Take an Interview", "Fazer uma entrevista"),
  summary: l(
    "The learner answers an interviewer's question in 45 seconds, with no preparation time. Scored 0-5 (half points allowed) on relevance to the question, elaboration (reasons, examples, details), delivery (fluency and clarity) and language use.",
    "O aluno responde à pergunta de um entrevistador em 45 segundos, sem tempo de preparação. Nota de 0 a 5 (meio ponto permitido) conforme a relevância para a pergunta, o desenvolvimento (razões, exemplos, detalhes), a fluência e clareza e o uso da linguagem.",
  ),
  maxScore: 5,
  criteria: INTERVIEW_CRITERIA,
  criterionTitles: {
    relevance: l("Relevance", "Relevância"),
    elaboration: l("Elaboration", "Desenvolvimento"),
    delivery: l("Delivery", "Fluência e pronúncia"),
    languageUse: l("Language use", "Uso da linguagem"),
  },
  criterionDescriptions: {
    relevance: l("Answers the question that was asked, staying on topic.", "Responde à pergunta feita, sem fugir do tema."),
    elaboration: l("Supports the answer with reasons, examples or details for most of the time.", "Sustenta a resposta com razões, exemplos ou detalhes durante a maior parte do tempo."),
    delivery: l("Speaks fluently and clearly, with natural pacing and few long pauses.", "Fala com fluência e clareza, ritmo natural e poucas pausas longas."),
    languageUse: l("Uses grammar and vocabulary accurately and with some range.", "Usa gramática e vocabulário com correção e alguma variedade."),
  },
  bands: [
    { score: 5, general: l("A fully relevant, well-elaborated answer, fluent and clear, with precise language.", "Resposta totalmente relevante e bem desenvolvida, fluente e clara, com linguagem precisa.") },
    { score: 4, general: l("Relevant and developed, with minor lapses in fluency or accuracy.", "Relevante e desenvolvida, com pequenos lapsos de fluência ou correção.") },
    { score: 3, general: l("Relevant but limited elaboration; some pauses or errors need listener effort.", "Relevante, mas com desenvolvimento limitado; algumas pausas ou erros exigem esforço do ouvinte.") },
    { score: 2, general: l("Partly relevant or very brief; frequent pauses; errors obscure some meaning.", "Parcialmente relevante ou muito breve; pausas frequentes; erros obscurecem parte do sentido.") },
    { score: 1, general: l("Minimal relevant content; hard to follow.", "Conteúdo relevante mínimo; difícil de acompanhar.") },
    { score: 0, general: l("No answer, or unrelated to the question.", "Sem resposta, ou sem relação com a pergunta.") },
  ],
};

/** The English text of a criteria rubric, as the grader sends it to a model. */
export function criteriaRubricText<C extends string>(rubric: CriteriaRubric<C>): string {
  return [
    `${rubric.title.en} (score 0-${rubric.maxScore}, half points allowed, for the whole response and for each criterion)`,
    rubric.summary.en,
    "Criteria:",
    ...rubric.criteria.map((c) => `- ${c} (${rubric.criterionTitles[c].en}): ${rubric.criterionDescriptions[c].en}`),
    "Bands:",
    ...rubric.bands.map((band) => `${band.score}: ${band.general.en}`),
  ].join("\n");
}

/** A criteria rubric in one language, for the criteria pages. */
export function localizeCriteriaRubric<C extends string>(rubric: CriteriaRubric<C>, locale: Locale) {
  return {
    title: localize(rubric.title, locale),
    summary: localize(rubric.summary, locale),
    maxScore: rubric.maxScore,
    criteria: rubric.criteria.map((c) => ({ title: localize(rubric.criterionTitles[c], locale), description: localize(rubric.criterionDescriptions[c], locale) })),
    bands: rubric.bands.map((b) => ({ score: b.score, general: localize(b.general, locale) })),
  };
}
