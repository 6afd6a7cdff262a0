/**
 * Grading: the built-in grader's feedback and suggestions (stored as keys with their figures, shown in
 * the reader's language) and the grading states the feedback page shows.
 */
export const en = {
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
} as const;
