import type { en } from "./grading.en";

export const pt: Record<keyof typeof en, string> = {
  "grading.status.pending": "Sua resposta está sendo corrigida. Isso costuma levar alguns segundos.",
  "grading.status.failed": "Não foi possível corrigir esta resposta. Ela está salva: tente corrigir novamente.",
  "grading.status.noSpeechProvider":
    "O reconhecimento de fala ainda não está configurado, então esta gravação não pôde ser transcrita nem pontuada. Ela está salva e será corrigida assim que o reconhecimento de fala estiver disponível.",
  "grading.status.transcriptionFailed":
    "Não foi possível transcrever esta gravação. Ela está salva: tente corrigir novamente.",
  "grading.tryAgain": "Tentar corrigir novamente",
  "grading.retryQueued": "Sua resposta está sendo corrigida novamente.",
  "grading.retryNotAllowed": "Esta resposta não pode ser corrigida novamente.",
  "grading.estimateNote": "As notas são estimativas de um corretor automático, não notas oficiais do TOEFL.",

  "grading.writing.blank": "Não há redação para corrigir.",
  "grading.writing.notEnglish": "Esta resposta não parece ser um texto em inglês, por isso recebe 0.",
  "grading.writing.offTopic":
    "Sua redação não parece responder à pergunta: ela quase não usa as ideias principais da pergunta.",
  "grading.writing.copied":
    "A maior parte da sua redação repete as fontes palavra por palavra, por isso não pode passar de 1.",
  "grading.writing.sourcesMissing":
    "Sua redação deixa de fora a maioria dos pontos do texto e da palestra, que a tarefa pede para explicar.",
  "grading.writing.summary0": "Esta resposta recebe {score}: ainda não responde à tarefa.",
  "grading.writing.summary1":
    "Esta resposta recebe {score}: é muito limitada em extensão, desenvolvimento ou linguagem. Comece pelas sugestões abaixo.",
  "grading.writing.summary2":
    "Esta resposta recebe {score}: trata da tarefa, mas com pouco desenvolvimento e erros frequentes.",
  "grading.writing.summary3":
    "Esta resposta recebe {score}: responde à tarefa com algum desenvolvimento, mas a organização, os argumentos ou a linguagem podem melhorar.",
  "grading.writing.summary4":
    "Esta resposta recebe {score}: uma resposta bem desenvolvida, com organização clara e linguagem quase sempre correta.",
  "grading.writing.summary5":
    "Esta resposta recebe {score}: uma resposta plenamente desenvolvida e bem organizada, com linguagem variada e correta.",

  "grading.suggest.lengthShort": "Sua redação tem {words} palavras; procure escrever {target}.",
  "grading.suggest.lengthLong":
    "Sua redação tem {words} palavras; a tarefa espera cerca de {target}, então fique nos pontos principais.",
  "grading.suggest.writeInEnglish": "Escreva sua resposta em frases em inglês.",
  "grading.suggest.relevance": "Responda diretamente à pergunta e desenvolva as ideias principais dela ({question}).",
  "grading.suggest.copying": "Resuma as fontes com suas próprias palavras em vez de copiar as frases delas.",
  "grading.suggest.coverage":
    "Aborde todos os pontos da palestra e do texto; sua redação não menciona: {terms}.",
  "grading.suggest.sourceLinks":
    "Diga como cada ponto da palestra se relaciona com o texto (por exemplo: \"The lecturer challenges the reading's claim that...\").",
  "grading.suggest.paragraphs":
    "Sua redação tem {count} parágrafo(s); organize-a em introdução, parágrafos de desenvolvimento e conclusão.",
  "grading.suggest.examples":
    "Sustente seus pontos com razões e exemplos específicos (because, for example, for instance).",
  "grading.suggest.classmates": "Comente as ideias dos colegas ({names}) e acrescente uma ideia nova sua.",
  "grading.suggest.spelling": "Verifique a ortografia de: {words}.",
  "grading.suggest.lowercaseI": "Escreva o pronome \"I\" com letra maiúscula ({count} vezes em minúscula).",
  "grading.suggest.capitals": "Comece cada frase com letra maiúscula ({count} frases começam com minúscula).",
  "grading.suggest.repeatedWord": "Remova a palavra repetida em \"{word} {word}\".",
  "grading.suggest.punctuation":
    "Verifique a pontuação: {count} sinais duplicados ou espaços faltando depois de vírgulas e pontos.",
  "grading.suggest.transitions":
    "Você usa {count} conectivos diferentes; ligue suas ideias com palavras como however, in addition e as a result.",
  "grading.suggest.repetition": "A palavra \"{word}\" aparece {count} vezes; varie o vocabulário com sinônimos.",
  "grading.suggest.vocabulary": "Você repete muito as mesmas palavras; use um vocabulário mais variado e preciso.",
  "grading.suggest.longSentences": "Suas frases têm em média {avg} palavras; divida as frases longas demais.",
  "grading.suggest.shortSentences":
    "Suas frases têm em média {avg} palavras; junte ideias relacionadas com palavras como because, although e which.",
  "grading.suggest.sentenceVariety":
    "Suas frases têm todas cerca de {avg} palavras; misture frases curtas e mais longas.",
  "grading.suggest.keepGoing": "Muito bem. Para continuar melhorando, pratique outra proposta dentro do tempo.",

  "grading.speaking.noSpeech": "Nenhuma fala foi detectada na gravação.",
  "grading.speaking.deliveryFromText":
    "Estimado apenas pela transcrição (cerca de {wpm} palavras por minuto); pronúncia e entonação não foram avaliadas.",
  "grading.speaking.languageFromText": "Estimado pela variedade e correção das palavras da transcrição.",
  "grading.speaking.topicFromText": "Estimado por quanto da tarefa suas {words} palavras abordam.",
  "grading.speaking.summary0": "Esta resposta recebe {score}: ainda não responde à tarefa.",
  "grading.speaking.summary1": "Esta resposta recebe {score}: é muito limitada em conteúdo ou coerência.",
  "grading.speaking.summary2": "Esta resposta recebe {score}: trata da tarefa, mas o desenvolvimento é limitado.",
  "grading.speaking.summary3": "Esta resposta recebe {score}: trata da tarefa de forma adequada, com algumas lacunas.",
  "grading.speaking.summary4": "Esta resposta recebe {score}: cumpre o que a tarefa pede e é bem desenvolvida.",
};
