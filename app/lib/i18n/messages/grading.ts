/**
 * Grading: the built-in grader's feedback and suggestions (stored as keys with their figures, shown in
 * the reader's language) and the grading states the feedback page shows.
 */
export const gradingMessages = {
  en: {
    // States of a graded answer
    "grading.status.pending": "Your answer is being graded. This usually takes a few seconds.",
    "grading.status.failed": "We could not grade this answer. It is saved: try grading it again.",
    "grading.status.noSpeechProvider":
      "Speech recognition is not set up yet, so this recording could not be transcribed or scored. It is saved and will be graded as soon as speech recognition is available.",
    "grading.status.transcriptionFailed": "This recording could not be transcribed. It is saved: try grading it again.",
    "grading.tryAgain": "Try grading again",
    "grading.retryQueued": "Your answer is being graded again.",
    "grading.retryNotAllowed": "This answer cannot be graded again.",
    "grading.estimateNote": "Scores are estimates from an automated grader, not official TOEFL scores.",

    // Writing: overall feedback
    "grading.writing.blank": "There is no essay to grade.",
    "grading.writing.notEnglish": "This response does not look like English prose, so it scores 0.",
    "grading.writing.offTopic":
      "Your essay does not seem to answer the question: it uses almost none of the question's key ideas.",
    "grading.writing.copied": "Most of your essay repeats the sources word for word, so it cannot score above 1.",
    "grading.writing.sourcesMissing":
      "Your essay leaves out most of the points of the reading and the lecture, which the task asks you to explain.",
    "grading.writing.summary0": "This response scores {score}: it does not yet answer the task.",
    "grading.writing.summary1":
      "This response scores {score}: it is very limited in length, development or language. Focus first on the suggestions below.",
    "grading.writing.summary2":
      "This response scores {score}: it addresses the task but with little development and frequent errors.",
    "grading.writing.summary3":
      "This response scores {score}: it answers the task with some development, but organisation, support or language could be stronger.",
    "grading.writing.summary4":
      "This response scores {score}: a well-developed answer with clear organisation and mostly accurate language.",
    "grading.writing.summary5":
      "This response scores {score}: a fully developed, well-organised answer with varied, accurate language.",

    // Writing: suggestions
    "grading.suggest.lengthShort": "Your essay has {words} words; aim for {target}.",
    "grading.suggest.lengthLong":
      "Your essay has {words} words; the task expects about {target}, so keep to the key points.",
    "grading.suggest.writeInEnglish": "Write your answer in English sentences.",
    "grading.suggest.relevance": "Answer the question directly and build on its key ideas ({question}).",
    "grading.suggest.copying": "Summarise the sources in your own words instead of copying their sentences.",
    "grading.suggest.coverage":
      "Cover every point of the lecture and the reading; your essay does not mention: {terms}.",
    "grading.suggest.sourceLinks":
      "Say how each point of the lecture relates to the reading (for example: \"The lecturer challenges the reading's claim that...\").",
    "grading.suggest.paragraphs":
      "Your essay has {count} paragraph(s); organise it into an introduction, body paragraphs and a conclusion.",
    "grading.suggest.examples":
      "Support your points with specific reasons and examples (because, for example, for instance).",
    "grading.suggest.classmates": "Refer to your classmates' ideas ({names}) and add a new idea of your own.",
    "grading.suggest.spelling": "Check the spelling of: {words}.",
    "grading.suggest.lowercaseI": "Write the pronoun \"I\" as a capital letter ({count} times in lowercase).",
    "grading.suggest.capitals": "Start every sentence with a capital letter ({count} sentences start in lowercase).",
    "grading.suggest.repeatedWord": "Remove the repeated word in \"{word} {word}\".",
    "grading.suggest.punctuation":
      "Check your punctuation: {count} doubled marks or missing spaces after commas and full stops.",
    "grading.suggest.transitions":
      "You use {count} different linking words; connect your ideas with words such as however, in addition and as a result.",
    "grading.suggest.repetition": "The word \"{word}\" appears {count} times; vary your vocabulary with synonyms.",
    "grading.suggest.vocabulary": "You repeat the same words often; use a wider range of precise vocabulary.",
    "grading.suggest.longSentences": "Your sentences average {avg} words; split long run-on sentences.",
    "grading.suggest.shortSentences":
      "Your sentences average {avg} words; combine related ideas with words such as because, although and which.",
    "grading.suggest.sentenceVariety":
      "Your sentences are all about {avg} words long; mix short and longer sentences.",
    "grading.suggest.keepGoing": "Well done. To keep improving, practise another prompt within the time limit.",

    // Speaking (from a transcript)
    "grading.speaking.noSpeech": "No speech was detected in the recording.",
    "grading.speaking.deliveryFromText":
      "Estimated from the transcript only (about {wpm} words per minute); pronunciation and intonation were not assessed.",
    "grading.speaking.languageFromText": "Estimated from the range and accuracy of the words in the transcript.",
    "grading.speaking.topicFromText": "Estimated from how much of the task your {words} words address.",
    "grading.speaking.summary0": "This response scores {score}: it does not yet answer the task.",
    "grading.speaking.summary1": "This response scores {score}: it is very limited in content or coherence.",
    "grading.speaking.summary2": "This response scores {score}: it addresses the task, but development is limited.",
    "grading.speaking.summary3": "This response scores {score}: it addresses the task appropriately, with some gaps.",
    "grading.speaking.summary4": "This response scores {score}: it fulfils the demands of the task and is well developed.",
  },
  pt: {
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
  },
} as const;
