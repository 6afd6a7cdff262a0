/** Landing page and static pages (about, privacy, terms). */
export const pageMessages = {
  en: {
    // shared by the static pages
    "pages.titleTemplate": "{page} | {app}",
    "pages.lastUpdated": "Last updated: April 10, 2025",
    "pages.onThisPage": "On this page",
    "pages.contactLink": "Contact us",

    // landing page (/)
    "landing.metaTitle": "TOEFL Practice: TOEFL iBT practice with AI feedback",
    "landing.metaDescription":
      "Practise TOEFL iBT Reading, Listening, Writing and Speaking with timed exercises, AI feedback on your essays and recordings, and full practice tests with estimated scores. Start free.",
    "landing.eyebrow": "TOEFL iBT preparation",
    "landing.title": "Prepare for TOEFL Success",
    "landing.subtitle":
      "Practise all four sections with exam-style timing, get AI feedback on your writing and speaking, and see your estimated score before test day.",
    "landing.ctaStart": "Start Free Trial",
    "landing.ctaPlans": "See plans",
    "landing.noCard": "Free trial. No card needed.",
    "landing.sample.label": "Example score report",
    "landing.sample.total": "Total",
    "landing.sample.band": "Band 5 · CEFR C1",
    "landing.sample.note": "Example only. Your report shows your own estimated scores.",
    "landing.features.heading": "Everything you need to prepare",
    "landing.features.intro":
      "Practise each part of the TOEFL iBT on its own, then put it all together in a full test.",
    "landing.badge.aiFeedback": "AI feedback",
    "landing.badge.officialScoring": "Official-style scoring",
    "landing.feature.reading.title": "Reading",
    "landing.feature.reading.body":
      "Academic passages with every TOEFL question type, prose summaries included, under a timer that works like the real one.",
    "landing.feature.listening.title": "Listening",
    "landing.feature.listening.body":
      "Lectures and campus conversations followed by timed questions, so you learn to take notes at exam speed.",
    "landing.feature.writing.title": "Writing",
    "landing.feature.writing.body":
      "Integrated and academic discussion tasks. Every essay gets a 0–5 score with comments on development, organisation and language use.",
    "landing.feature.speaking.title": "Speaking",
    "landing.feature.speaking.body":
      "Record your answer with preparation and response timers, then get a 0–4 score on delivery, language use and topic development.",
    "landing.feature.fullTests.title": "Full Tests",
    "landing.feature.fullTests.body":
      "Timed practice tests across all four sections, scored 0–30 per section and 0–120 in total, with the new 1–6 band alongside.",
    "landing.feature.progress.title": "Progress Tracking",
    "landing.feature.progress.body":
      "See your results by section, review past feedback and know exactly where to focus next.",
    "landing.how.heading": "How it works",
    "landing.how.step1.title": "Create a free account",
    "landing.how.step1.body": "Sign up in a minute and confirm your email. No card needed.",
    "landing.how.step2.title": "Practise and get feedback",
    "landing.how.step2.body":
      "Work through each section at your own pace. Writing and speaking answers come back with a score and specific advice.",
    "landing.how.step3.title": "Take a full test",
    "landing.how.step3.body":
      "Sit a timed full test to see your estimated score out of 120, then track how it moves as you practise.",
    "landing.pricing.heading": "Simple pricing",
    "landing.pricing.intro": "Start for free. Upgrade when you want unlimited practice.",
    "landing.plan.free.name": "Free Trial",
    "landing.plan.free.price": "$0",
    "landing.plan.free.tagline": "Limited access to try the platform",
    "landing.plan.free.f1": "2 exercises per section: Reading, Listening, Writing and Speaking",
    "landing.plan.free.f2": "1 full practice test",
    "landing.plan.free.f3": "AI feedback on the writing and speaking you submit",
    "landing.plan.free.f4": "No card needed",
    "landing.plan.free.cta": "Get Started",
    "landing.plan.premium.badge": "Full access",
    "landing.plan.premium.name": "Premium",
    "landing.plan.premium.price": "$37",
    "landing.plan.premium.period": "/month",
    "landing.plan.premium.tagline": "Cancel anytime · 7-day satisfaction guarantee",
    "landing.plan.premium.f1": "Unlimited practice in all four sections",
    "landing.plan.premium.f2": "All full practice tests",
    "landing.plan.premium.f3": "AI feedback on every writing and speaking answer",
    "landing.plan.premium.f4": "Progress tracking across every section",
    "landing.plan.premium.f5": "Pay by card, or through Hotmart in Brazil",
    "landing.plan.premium.cta": "Subscribe Now",
    "landing.pricing.note":
      "Scores are estimates based on ETS's published rubrics and conversion tables, not official ETS scores.",
    "landing.final.heading": "Ready to start practising?",
    "landing.final.body": "Create your free account and try your first exercises today.",

    // about (/about)
    "about.metaTitle": "About",
    "about.metaDescription":
      "What TOEFL Practice is, who it is for, and how its TOEFL iBT score estimates are calculated.",
    "about.title": "About TOEFL Practice",
    "about.intro":
      "TOEFL Practice is an online platform for preparing for the TOEFL iBT. You practise each section of the exam, get feedback on your writing and speaking, and take timed full-length practice tests that end with an estimated score.",
    "about.what.heading": "What the platform is",
    "about.what.body1":
      "Every exercise follows the format and timing of the real exam: academic reading passages, lectures and conversations, integrated and academic discussion writing tasks, and speaking tasks with preparation and response time.",
    "about.what.body2":
      "Writing and speaking answers are graded against the scoring rubrics that ETS publishes, and you get comments you can act on. Your results are kept in your profile, so you can see how each section develops over time.",
    "about.who.heading": "Who it is for",
    "about.who.intro": "TOEFL Practice is for anyone who needs a TOEFL iBT score, for example:",
    "about.who.l1": "students applying to universities and exchange programmes abroad;",
    "about.who.l2": "professionals who need a TOEFL score for work, a scholarship or a visa;",
    "about.who.l3": "teachers who want extra timed practice and feedback for their students.",
    "about.who.outro":
      "The exercises are in English, as on the real test. The interface is available in English and Brazilian Portuguese.",
    "about.scoring.heading": "How scoring estimates work",
    "about.scoring.intro":
      "We score your work the way the TOEFL iBT describes its own scoring, using the rubrics and conversion tables ETS has published.",
    "about.scoring.rl.term": "Reading and Listening",
    "about.scoring.rl.body":
      "Scored automatically. Each section score is your share of the available points, scaled to 0–30. A prose summary question is worth up to 2 points.",
    "about.scoring.writing.term": "Writing",
    "about.scoring.writing.body":
      "Each task is rated 0–5 (half points allowed) on development, organisation and language use. The average of your tasks is converted to 0–30 with ETS's published table.",
    "about.scoring.speaking.term": "Speaking",
    "about.scoring.speaking.body":
      "Each response is rated 0–4 on delivery, language use and topic development. The average of your tasks is converted to 0–30 with ETS's published table.",
    "about.scoring.total.term": "Total",
    "about.scoring.total.body":
      "The four section scores add up to a total out of 120. We also show the matching band on the TOEFL score scale introduced in January 2026 (1–6), with its CEFR level.",
    "about.scoring.ai":
      "Writing and speaking are rated by automated graders that follow the rubrics. Treat their comments as coaching: they are useful guidance, but they can be wrong.",
    "about.scoring.disclaimer":
      "All scores on TOEFL Practice are estimates, not official ETS scores, and your result on test day may differ. TOEFL Practice is not affiliated with, endorsed or approved by ETS.",
    "about.contact.heading": "Get in touch",
    "about.contact.body":
      "Questions, suggestions, or a mistake in an exercise? We read every message.",

    // privacy (/privacy)
    "privacy.metaTitle": "Privacy Policy",
    "privacy.metaDescription":
      "How TOEFL Practice collects, uses and protects your personal data, and your rights under the LGPD and the GDPR.",
    "privacy.title": "Privacy Policy",
    "privacy.summary":
      "In short: we collect only what we need to run your practice, grade your answers and handle your subscription. We do not sell your data, we use no advertising or tracking cookies, and you can ask us at any time to see, correct or delete your data.",
    "privacy.intro.title": "Who we are",
    "privacy.intro.p1":
      "This Privacy Policy explains what personal data TOEFL Practice (\"we\", \"us\") collects when you use our website and services, why we collect it, who we share it with, and the choices you have.",
    "privacy.intro.p2":
      "We are the controller of the personal data described here. By using the service you acknowledge this policy; where a law requires your consent, we ask for it separately.",
    "privacy.collect.title": "Data we collect",
    "privacy.collect.p1": "We collect the following data:",
    "privacy.collect.l1":
      "Account data: your username, email address, optional name, preferred language and whether your email is verified. Your password is stored only as a salted, slow hash; we never store it in readable form.",
    "privacy.collect.l2":
      "Practice data: your answers, essays, scores, feedback, full-test results and progress statistics.",
    "privacy.collect.l3":
      "Recordings: the audio you record or upload for speaking tasks, and the transcription made from it.",
    "privacy.collect.l4":
      "Payment data: your subscription status and dates, and the customer, order and transaction references that Stripe or Hotmart send us. Card and bank details are entered on their pages and handled by them; we never see or store full card numbers.",
    "privacy.collect.l5":
      "Messages: what you send us through the contact form (name, email, subject and message).",
    "privacy.collect.l6":
      "Technical data: your IP address, used briefly to limit repeated sign-in and code attempts, and the standard request logs kept by our hosting provider.",
    "privacy.cookies.title": "Cookies",
    "privacy.cookies.p1": "We use only the cookies the service needs to work:",
    "privacy.cookies.l1":
      "Session cookie: keeps you signed in. It holds a random token, lasts up to 30 days and is removed when you log out.",
    "privacy.cookies.l2": "Language cookie: remembers whether you chose English or Portuguese.",
    "privacy.cookies.l3":
      "Notice cookie: carries a short confirmation message (such as \"Profile updated\") to the next page and expires within a minute.",
    "privacy.cookies.p2":
      "We do not use advertising, analytics or third-party tracking cookies, so there is nothing to opt out of. Stripe and Hotmart may set their own cookies on their checkout pages, under their own policies.",
    "privacy.use.title": "How we use your data",
    "privacy.use.p1": "We use your data to:",
    "privacy.use.l1": "create and run your account and sign you in securely;",
    "privacy.use.l2": "show your exercises, grade your answers and give you feedback;",
    "privacy.use.l3": "calculate your estimated scores and track your progress;",
    "privacy.use.l4": "manage your subscription, payments, refunds and the free-tier limits;",
    "privacy.use.l5":
      "send service emails, such as email verification, password reset and important changes to your account or to these terms;",
    "privacy.use.l6": "answer the messages you send us;",
    "privacy.use.l7":
      "protect the service and our users against fraud, abuse and unauthorised access, including payment disputes.",
    "privacy.use.p2":
      "We do not sell your personal data, and we do not use it for advertising.",
    "privacy.ai.title": "AI grading and service providers",
    "privacy.ai.p1":
      "To grade writing and speaking, your essays and recordings (or their transcriptions), together with the task they answer, may be sent to an AI provider such as OpenAI, which processes them on our behalf to produce a score and feedback. We do not include your name or email address in these requests, and we use providers that do not use this content to train their models.",
    "privacy.ai.p2": "We also rely on these providers to run the service:",
    "privacy.ai.l1": "Cloudflare: hosting, database and storage of recordings;",
    "privacy.ai.l2": "Stripe: card payments and subscription management;",
    "privacy.ai.l3": "Hotmart: payments in Brazil;",
    "privacy.ai.l4": "an email delivery provider: sending service emails.",
    "privacy.ai.p3":
      "Each provider processes data only to deliver its service to us. Some of them process data outside your country, including in the United States; where the law requires it, these transfers are covered by appropriate safeguards such as standard contractual clauses.",
    "privacy.retention.title": "How long we keep your data",
    "privacy.retention.l1":
      "Account, practice data and recordings: for as long as your account exists. When you ask us to delete your account, we delete them within 30 days.",
    "privacy.retention.l2":
      "Payment records: for as long as tax and accounting laws require, even after your account is deleted.",
    "privacy.retention.l3": "Contact messages: for up to 2 years, so we can follow up on them.",
    "privacy.retention.l4":
      "Security data: sessions end after 30 days at most; password reset links expire after 1 hour, email links after 24 hours and verification codes after 15 minutes; sign-in attempt counters are kept only for minutes.",
    "privacy.rights.title": "Your rights",
    "privacy.rights.p1":
      "Wherever you live, you can ask us to confirm whether we process your data, give you a copy of it, correct it, delete it, send it to you in a portable format, or stop a particular use of it. Where we rely on your consent, you can withdraw it at any time.",
    "privacy.rights.p2":
      "Brazil (LGPD): if you are in Brazil, the Lei Geral de Proteção de Dados (Law 13,709/2018) gives you the rights listed in its article 18, including confirmation and access, correction, anonymisation, blocking or deletion of unnecessary data, portability, information about who we share data with, and revocation of consent. You may also complain to the Autoridade Nacional de Proteção de Dados (ANPD).",
    "privacy.rights.p3":
      "European Economic Area and United Kingdom (GDPR): we process your data to perform our contract with you (providing the service), for our legitimate interests (security, fraud prevention and improving the service), to meet legal obligations (tax and accounting records), and with your consent where we ask for it. You may object to processing based on legitimate interests and complain to your local data protection authority.",
    "privacy.rights.p4":
      "We answer requests as soon as we can, within the time the law sets (15 days under the LGPD, one month under the GDPR). We may ask you to confirm your identity first.",
    "privacy.security.title": "Security",
    "privacy.security.p1":
      "All traffic is encrypted with HTTPS. Passwords are stored as salted hashes, reset and verification tokens are stored hashed and used only once, and access to personal data is limited to the people who need it to run the service. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.",
    "privacy.children.title": "Children",
    "privacy.children.p1":
      "The service is not meant for children under 13. If you are under 18, use it only with the permission of a parent or guardian. If you believe a child has given us personal data, contact us and we will delete it.",
    "privacy.changes.title": "Changes to this policy",
    "privacy.changes.p1":
      "We may update this policy when the service or the law changes. The date at the top shows the latest version; if a change is significant, we will tell you by email or on the site before it takes effect.",
    "privacy.contact.title": "Contact",
    "privacy.contact.p1":
      "For questions about this policy or to exercise your rights, write to us through our contact page. Please mention \"Privacy\" in the subject.",

    // terms (/terms)
    "terms.metaTitle": "Terms of Service",
    "terms.metaDescription":
      "The terms for using TOEFL Practice: accounts, the free trial, the $37 monthly Premium plan, cancellation, the 7-day guarantee and acceptable use.",
    "terms.title": "Terms of Service",
    "terms.acceptance.title": "Acceptance of these terms",
    "terms.acceptance.p1":
      "These Terms of Service govern your use of TOEFL Practice. By creating an account or using the service, you agree to them. If you do not agree, please do not use the service.",
    "terms.service.title": "The service",
    "terms.service.p1":
      "TOEFL Practice is an online platform for preparing for the TOEFL iBT, with Reading, Listening, Writing and Speaking exercises, automated feedback, timed full practice tests and progress tracking. We keep improving the service and may add, change or remove features; we will not remove a core feature you pay for during a billing period you have already paid.",
    "terms.account.title": "Your account",
    "terms.account.l1": "Give accurate information and keep your email address up to date.",
    "terms.account.l2":
      "An account is for one person. Do not share it or let others use your login.",
    "terms.account.l3":
      "Keep your password confidential. You are responsible for what happens in your account; tell us at once if you suspect someone else has used it.",
    "terms.account.l4":
      "You must be at least 13 years old. If you are under 18, you need the permission of a parent or guardian.",
    "terms.account.p1":
      "We may suspend or block an account that breaks these terms, and we will tell you why unless the law or the safety of the service prevents it.",
    "terms.plans.title": "Free trial and Premium subscription",
    "terms.plans.p1":
      "The free trial costs nothing and gives limited access: 2 exercises per section (Reading, Listening, Writing and Speaking) and 1 full practice test. No payment details are needed.",
    "terms.plans.p2":
      "Premium costs $37 (US dollars) per month and gives unlimited practice, all full practice tests and AI feedback on every writing and speaking answer. It is paid monthly in advance, by card through Stripe or through Hotmart in Brazil, and renews automatically each month until you cancel. Depending on your country and payment method, taxes or currency conversion fees may apply.",
    "terms.plans.p3":
      "If we change the price, we will tell you by email before it takes effect. The new price applies from your next billing period, and you can cancel before then.",
    "terms.cancel.title": "Cancel anytime",
    "terms.cancel.p1":
      "You can cancel at any time: card subscriptions from the subscription page of your account, and Hotmart subscriptions from your Hotmart account. After you cancel you will not be charged again, and Premium access continues until the end of the period you have already paid for.",
    "terms.guarantee.title": "7-day satisfaction guarantee",
    "terms.guarantee.p1":
      "If Premium is not right for you, ask for a refund within 7 days of your first payment and we will refund it in full, no questions asked. Premium access ends when the refund is issued. For buyers in Brazil, this also covers the 7-day right of withdrawal in article 49 of the Consumer Defence Code (Código de Defesa do Consumidor).",
    "terms.guarantee.p2":
      "If you dispute a payment with your bank or card issuer instead of asking us, paid access may be suspended until the dispute is resolved.",
    "terms.use.title": "Acceptable use",
    "terms.use.p1": "When you use TOEFL Practice, you agree not to:",
    "terms.use.l1":
      "copy, download in bulk, resell or publish our exercises, audio, tests or feedback;",
    "terms.use.l2":
      "use bots, scripts or other automated means to access the service or submit answers;",
    "terms.use.l3":
      "try to get around the free-trial limits, the exam timers or any security measure;",
    "terms.use.l4":
      "submit content that is unlawful, offensive, or that you have no right to share, including other people's personal data;",
    "terms.use.l5": "interfere with the service or with other users' use of it.",
    "terms.content.title": "Content and ownership",
    "terms.content.p1":
      "The exercises, passages, audio, questions, tests, feedback texts and software of TOEFL Practice belong to us or to our licensors. While your account is active, we give you a personal, non-transferable licence to use them for your own preparation, not for commercial purposes.",
    "terms.content.p2":
      "Your essays and recordings stay yours. You give us permission to store and process them, including through our AI grading providers, only to grade them, show them to you and run the service. We will not publish them.",
    "terms.scores.title": "Scores are estimates",
    "terms.scores.p1":
      "Scores and feedback on TOEFL Practice are estimates produced from ETS's published rubrics and conversion tables, partly by automated graders that can make mistakes. They are not official ETS scores, and we do not guarantee any result on the real exam.",
    "terms.scores.p2":
      "TOEFL and TOEFL iBT are registered trademarks of ETS. TOEFL Practice is not affiliated with, endorsed or approved by ETS.",
    "terms.liability.title": "Availability and liability",
    "terms.liability.p1":
      "We work to keep the service available and accurate, but it is provided \"as is\": it may be interrupted for maintenance or by events outside our control, and exercises may contain errors. Tell us about any problem and we will fix it.",
    "terms.liability.p2":
      "As far as the law allows, we are not liable for indirect or consequential losses, such as exam results or admission, visa or job decisions, and our total liability for any claim is limited to what you paid us in the 3 months before it. Nothing in these terms limits the rights you have as a consumer under the law of your country, including Brazil's Consumer Defence Code.",
    "terms.ending.title": "Ending your use",
    "terms.ending.p1":
      "You can stop using the service and ask us to delete your account at any time. We may end or suspend your access if you seriously or repeatedly break these terms. Sections on content, scores and liability continue to apply after your account ends.",
    "terms.changes.title": "Changes to these terms",
    "terms.changes.p1":
      "We may update these terms. The date at the top shows the latest version. We will tell you about important changes by email or on the site before they take effect; if you keep using the service afterwards, the new terms apply. If you do not agree, you can cancel and close your account.",
    "terms.contact.title": "Contact",
    "terms.contact.p1":
      "Questions about these terms, a refund or your subscription? Write to us through our contact page.",
  },
  pt: {
    // compartilhadas pelas páginas estáticas
    "pages.titleTemplate": "{page} | {app}",
    "pages.lastUpdated": "Última atualização: 10 de abril de 2025",
    "pages.onThisPage": "Nesta página",
    "pages.contactLink": "Fale conosco",

    // página inicial (/)
    "landing.metaTitle": "TOEFL Practice: prática para o TOEFL iBT com feedback por IA",
    "landing.metaDescription":
      "Pratique Reading, Listening, Writing e Speaking do TOEFL iBT com exercícios cronometrados, feedback por IA nas suas redações e gravações e simulados completos com nota estimada. Comece grátis.",
    "landing.eyebrow": "Preparação para o TOEFL iBT",
    "landing.title": "Prepare-se para o Sucesso no TOEFL",
    "landing.subtitle":
      "Pratique as quatro seções com o tempo da prova, receba feedback por IA na sua escrita e na sua fala e veja sua nota estimada antes do dia do exame.",
    "landing.ctaStart": "Começar Teste Grátis",
    "landing.ctaPlans": "Ver planos",
    "landing.noCard": "Teste grátis. Sem cartão de crédito.",
    "landing.sample.label": "Exemplo de relatório de notas",
    "landing.sample.total": "Total",
    "landing.sample.band": "Nível 5 · QECR C1",
    "landing.sample.note": "Apenas um exemplo. Seu relatório mostra as suas próprias notas estimadas.",
    "landing.features.heading": "Tudo o que você precisa para se preparar",
    "landing.features.intro":
      "Pratique cada parte do TOEFL iBT separadamente e depois junte tudo em um simulado completo.",
    "landing.badge.aiFeedback": "Feedback por IA",
    "landing.badge.officialScoring": "Pontuação no padrão oficial",
    "landing.feature.reading.title": "Reading",
    "landing.feature.reading.body":
      "Textos acadêmicos com todos os tipos de questão do TOEFL, incluindo prose summary, com um cronômetro que funciona como o da prova real.",
    "landing.feature.listening.title": "Listening",
    "landing.feature.listening.body":
      "Palestras e conversas no campus seguidas de questões cronometradas, para você aprender a fazer anotações no ritmo da prova.",
    "landing.feature.writing.title": "Writing",
    "landing.feature.writing.body":
      "Tarefas integradas e de discussão acadêmica. Cada redação recebe uma nota de 0 a 5 com comentários sobre desenvolvimento, organização e uso da língua.",
    "landing.feature.speaking.title": "Speaking",
    "landing.feature.speaking.body":
      "Grave sua resposta com cronômetros de preparação e de fala e receba uma nota de 0 a 4 em pronúncia e fluência, uso da língua e desenvolvimento do tema.",
    "landing.feature.fullTests.title": "Simulados Completos",
    "landing.feature.fullTests.body":
      "Simulados cronometrados com as quatro seções, com nota de 0 a 30 por seção e de 0 a 120 no total, além do novo nível de 1 a 6.",
    "landing.feature.progress.title": "Acompanhamento do Progresso",
    "landing.feature.progress.body":
      "Veja seus resultados por seção, revise feedbacks anteriores e saiba exatamente onde focar a seguir.",
    "landing.how.heading": "Como funciona",
    "landing.how.step1.title": "Crie uma conta grátis",
    "landing.how.step1.body": "Cadastre-se em um minuto e confirme seu e-mail. Sem cartão de crédito.",
    "landing.how.step2.title": "Pratique e receba feedback",
    "landing.how.step2.body":
      "Avance por cada seção no seu ritmo. Suas respostas de escrita e de fala voltam com nota e orientações específicas.",
    "landing.how.step3.title": "Faça um simulado completo",
    "landing.how.step3.body":
      "Faça um simulado cronometrado para ver sua nota estimada de 0 a 120 e acompanhe como ela evolui com a prática.",
    "landing.pricing.heading": "Preços simples",
    "landing.pricing.intro": "Comece grátis. Faça o upgrade quando quiser prática ilimitada.",
    "landing.plan.free.name": "Teste Grátis",
    "landing.plan.free.price": "US$ 0",
    "landing.plan.free.tagline": "Acesso limitado para conhecer a plataforma",
    "landing.plan.free.f1": "2 exercícios por seção: Reading, Listening, Writing e Speaking",
    "landing.plan.free.f2": "1 simulado completo",
    "landing.plan.free.f3": "Feedback por IA na escrita e na fala que você enviar",
    "landing.plan.free.f4": "Sem cartão de crédito",
    "landing.plan.free.cta": "Começar",
    "landing.plan.premium.badge": "Acesso completo",
    "landing.plan.premium.name": "Premium",
    "landing.plan.premium.price": "US$ 37",
    "landing.plan.premium.period": "/mês",
    "landing.plan.premium.tagline": "Cancele quando quiser · Garantia de satisfação de 7 dias",
    "landing.plan.premium.f1": "Prática ilimitada nas quatro seções",
    "landing.plan.premium.f2": "Todos os simulados completos",
    "landing.plan.premium.f3": "Feedback por IA em todas as respostas de escrita e de fala",
    "landing.plan.premium.f4": "Acompanhamento do progresso em todas as seções",
    "landing.plan.premium.f5": "Pague com cartão ou pela Hotmart no Brasil",
    "landing.plan.premium.cta": "Assinar Agora",
    "landing.pricing.note":
      "As notas são estimativas baseadas nas rubricas e tabelas de conversão publicadas pela ETS, e não notas oficiais da ETS.",
    "landing.final.heading": "Pronto para começar a praticar?",
    "landing.final.body": "Crie sua conta grátis e faça seus primeiros exercícios hoje mesmo.",

    // sobre (/about)
    "about.metaTitle": "Sobre",
    "about.metaDescription":
      "O que é o TOEFL Practice, para quem ele é e como são calculadas as notas estimadas do TOEFL iBT.",
    "about.title": "Sobre o TOEFL Practice",
    "about.intro":
      "O TOEFL Practice é uma plataforma online de preparação para o TOEFL iBT. Você pratica cada seção da prova, recebe feedback na sua escrita e na sua fala e faz simulados completos cronometrados que terminam com uma nota estimada.",
    "about.what.heading": "O que é a plataforma",
    "about.what.body1":
      "Todos os exercícios seguem o formato e o tempo da prova real: textos acadêmicos, palestras e conversas, tarefas de escrita integradas e de discussão acadêmica, e tarefas de fala com tempo de preparação e de resposta.",
    "about.what.body2":
      "As respostas de escrita e de fala são avaliadas com as rubricas de pontuação publicadas pela ETS, e você recebe comentários que pode colocar em prática. Seus resultados ficam no seu perfil, para você ver como cada seção evolui ao longo do tempo.",
    "about.who.heading": "Para quem é",
    "about.who.intro": "O TOEFL Practice é para quem precisa de uma nota no TOEFL iBT, por exemplo:",
    "about.who.l1": "estudantes que se candidatam a universidades e intercâmbios no exterior;",
    "about.who.l2": "profissionais que precisam da nota para trabalho, bolsa de estudos ou visto;",
    "about.who.l3": "professores que querem oferecer aos alunos mais prática cronometrada e feedback.",
    "about.who.outro":
      "Os exercícios são em inglês, como na prova real. A interface está disponível em inglês e em português do Brasil.",
    "about.scoring.heading": "Como funcionam as notas estimadas",
    "about.scoring.intro":
      "Avaliamos suas respostas da forma como o TOEFL iBT descreve a própria pontuação, usando as rubricas e as tabelas de conversão publicadas pela ETS.",
    "about.scoring.rl.term": "Reading e Listening",
    "about.scoring.rl.body":
      "Corrigidos automaticamente. A nota de cada seção é a sua parcela dos pontos possíveis, convertida para a escala de 0 a 30. Uma questão de prose summary vale até 2 pontos.",
    "about.scoring.writing.term": "Writing",
    "about.scoring.writing.body":
      "Cada tarefa recebe nota de 0 a 5 (meio ponto permitido) em desenvolvimento, organização e uso da língua. A média das tarefas é convertida para 0 a 30 pela tabela publicada pela ETS.",
    "about.scoring.speaking.term": "Speaking",
    "about.scoring.speaking.body":
      "Cada resposta recebe nota de 0 a 4 em pronúncia e fluência, uso da língua e desenvolvimento do tema. A média das tarefas é convertida para 0 a 30 pela tabela publicada pela ETS.",
    "about.scoring.total.term": "Total",
    "about.scoring.total.body":
      "As quatro notas de seção somam um total de 0 a 120. Também mostramos o nível correspondente na escala do TOEFL adotada em janeiro de 2026 (1 a 6), com o nível do QECR.",
    "about.scoring.ai":
      "A escrita e a fala são avaliadas por corretores automáticos que seguem as rubricas. Use os comentários como orientação: eles ajudam, mas podem errar.",
    "about.scoring.disclaimer":
      "Todas as notas do TOEFL Practice são estimativas, e não notas oficiais da ETS; seu resultado no dia da prova pode ser diferente. O TOEFL Practice não é afiliado, endossado nem aprovado pela ETS.",
    "about.contact.heading": "Fale com a gente",
    "about.contact.body":
      "Dúvidas, sugestões ou encontrou um erro em algum exercício? Lemos todas as mensagens.",

    // privacidade (/privacy)
    "privacy.metaTitle": "Política de Privacidade",
    "privacy.metaDescription":
      "Como o TOEFL Practice coleta, usa e protege seus dados pessoais, e os seus direitos segundo a LGPD e o GDPR.",
    "privacy.title": "Política de Privacidade",
    "privacy.summary":
      "Em resumo: coletamos apenas o necessário para oferecer sua prática, corrigir suas respostas e cuidar da sua assinatura. Não vendemos seus dados, não usamos cookies de publicidade ou rastreamento, e você pode pedir a qualquer momento para ver, corrigir ou excluir seus dados.",
    "privacy.intro.title": "Quem somos",
    "privacy.intro.p1":
      "Esta Política de Privacidade explica quais dados pessoais o TOEFL Practice (\"nós\") coleta quando você usa nosso site e nossos serviços, por que os coletamos, com quem os compartilhamos e quais são as suas opções.",
    "privacy.intro.p2":
      "Somos o controlador dos dados pessoais descritos aqui. Ao usar o serviço você toma ciência desta política; quando a lei exigir o seu consentimento, vamos pedi-lo separadamente.",
    "privacy.collect.title": "Dados que coletamos",
    "privacy.collect.p1": "Coletamos os seguintes dados:",
    "privacy.collect.l1":
      "Dados da conta: seu nome de usuário, e-mail, nome (opcional), idioma preferido e se o e-mail foi verificado. Sua senha é guardada apenas como um hash lento com salt; nunca a guardamos em forma legível.",
    "privacy.collect.l2":
      "Dados de prática: suas respostas, redações, notas, feedbacks, resultados de simulados e estatísticas de progresso.",
    "privacy.collect.l3":
      "Gravações: o áudio que você grava ou envia nas tarefas de fala e a transcrição feita a partir dele.",
    "privacy.collect.l4":
      "Dados de pagamento: o status e as datas da sua assinatura e as referências de cliente, pedido e transação que a Stripe ou a Hotmart nos enviam. Os dados de cartão e bancários são digitados nas páginas delas e tratados por elas; nunca vemos nem guardamos o número completo do cartão.",
    "privacy.collect.l5":
      "Mensagens: o que você nos envia pelo formulário de contato (nome, e-mail, assunto e mensagem).",
    "privacy.collect.l6":
      "Dados técnicos: seu endereço IP, usado por pouco tempo para limitar tentativas repetidas de login e de código, e os registros de acesso padrão mantidos pelo nosso provedor de hospedagem.",
    "privacy.cookies.title": "Cookies",
    "privacy.cookies.p1": "Usamos apenas os cookies necessários para o serviço funcionar:",
    "privacy.cookies.l1":
      "Cookie de sessão: mantém você conectado. Contém um token aleatório, dura até 30 dias e é removido quando você sai.",
    "privacy.cookies.l2": "Cookie de idioma: lembra se você escolheu inglês ou português.",
    "privacy.cookies.l3":
      "Cookie de aviso: leva uma mensagem curta de confirmação (como \"Perfil atualizado\") para a página seguinte e expira em até um minuto.",
    "privacy.cookies.p2":
      "Não usamos cookies de publicidade, de análise ou de rastreamento de terceiros, então não há nada a desativar. A Stripe e a Hotmart podem definir seus próprios cookies nas páginas de pagamento delas, conforme as políticas delas.",
    "privacy.use.title": "Como usamos seus dados",
    "privacy.use.p1": "Usamos seus dados para:",
    "privacy.use.l1": "criar e manter sua conta e permitir que você entre com segurança;",
    "privacy.use.l2": "mostrar seus exercícios, corrigir suas respostas e dar feedback;",
    "privacy.use.l3": "calcular suas notas estimadas e acompanhar seu progresso;",
    "privacy.use.l4": "gerenciar sua assinatura, pagamentos, reembolsos e os limites do plano grátis;",
    "privacy.use.l5":
      "enviar e-mails do serviço, como verificação de e-mail, redefinição de senha e mudanças importantes na sua conta ou nestes termos;",
    "privacy.use.l6": "responder às mensagens que você nos envia;",
    "privacy.use.l7":
      "proteger o serviço e os usuários contra fraude, abuso e acesso não autorizado, inclusive contestações de pagamento.",
    "privacy.use.p2": "Não vendemos seus dados pessoais e não os usamos para publicidade.",
    "privacy.ai.title": "Correção por IA e prestadores de serviço",
    "privacy.ai.p1":
      "Para corrigir a escrita e a fala, suas redações e gravações (ou as transcrições delas), junto com a tarefa a que respondem, podem ser enviadas a um provedor de IA, como a OpenAI, que as processa em nosso nome para gerar a nota e o feedback. Não incluímos seu nome nem seu e-mail nesses envios, e usamos provedores que não usam esse conteúdo para treinar seus modelos.",
    "privacy.ai.p2": "Também contamos com estes prestadores para operar o serviço:",
    "privacy.ai.l1": "Cloudflare: hospedagem, banco de dados e armazenamento das gravações;",
    "privacy.ai.l2": "Stripe: pagamentos com cartão e gestão da assinatura;",
    "privacy.ai.l3": "Hotmart: pagamentos no Brasil;",
    "privacy.ai.l4": "um provedor de envio de e-mails: envio dos e-mails do serviço.",
    "privacy.ai.p3":
      "Cada prestador processa os dados apenas para nos prestar o seu serviço. Alguns deles processam dados fora do seu país, inclusive nos Estados Unidos; quando a lei exige, essas transferências contam com salvaguardas adequadas, como cláusulas contratuais padrão.",
    "privacy.retention.title": "Por quanto tempo guardamos seus dados",
    "privacy.retention.l1":
      "Dados da conta, de prática e gravações: enquanto sua conta existir. Quando você pedir a exclusão da conta, nós os excluímos em até 30 dias.",
    "privacy.retention.l2":
      "Registros de pagamento: pelo tempo exigido pelas leis fiscais e contábeis, mesmo depois da exclusão da conta.",
    "privacy.retention.l3": "Mensagens de contato: por até 2 anos, para podermos dar continuidade a elas.",
    "privacy.retention.l4":
      "Dados de segurança: as sessões terminam em no máximo 30 dias; links de redefinição de senha expiram em 1 hora, links de e-mail em 24 horas e códigos de verificação em 15 minutos; os contadores de tentativas de login são mantidos por apenas alguns minutos.",
    "privacy.rights.title": "Seus direitos",
    "privacy.rights.p1":
      "Onde quer que você more, pode nos pedir para confirmar se tratamos seus dados, fornecer uma cópia deles, corrigi-los, excluí-los, enviá-los a você em formato portável ou interromper um uso específico. Quando o tratamento depende do seu consentimento, você pode revogá-lo a qualquer momento.",
    "privacy.rights.p2":
      "Brasil (LGPD): se você está no Brasil, a Lei Geral de Proteção de Dados (Lei 13.709/2018) garante os direitos listados no seu artigo 18, entre eles confirmação e acesso, correção, anonimização, bloqueio ou eliminação de dados desnecessários, portabilidade, informação sobre com quem compartilhamos dados e revogação do consentimento. Você também pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD).",
    "privacy.rights.p3":
      "Espaço Econômico Europeu e Reino Unido (GDPR): tratamos seus dados para executar o contrato com você (prestar o serviço), para nossos interesses legítimos (segurança, prevenção de fraude e melhoria do serviço), para cumprir obrigações legais (registros fiscais e contábeis) e com o seu consentimento quando o pedimos. Você pode se opor ao tratamento baseado em interesse legítimo e reclamar à autoridade de proteção de dados do seu país.",
    "privacy.rights.p4":
      "Respondemos aos pedidos o quanto antes, dentro do prazo legal (15 dias pela LGPD, um mês pelo GDPR). Podemos pedir que você confirme sua identidade antes.",
    "privacy.security.title": "Segurança",
    "privacy.security.p1":
      "Todo o tráfego é criptografado com HTTPS. As senhas são guardadas como hashes com salt, os tokens de redefinição e de verificação são guardados como hash e só podem ser usados uma vez, e o acesso aos dados pessoais é restrito a quem precisa deles para operar o serviço. Nenhum sistema é perfeitamente seguro; se um incidente afetar você, vamos avisar você e as autoridades conforme a lei exige.",
    "privacy.children.title": "Crianças e adolescentes",
    "privacy.children.p1":
      "O serviço não se destina a crianças com menos de 13 anos. Se você tem menos de 18 anos, use-o apenas com a permissão dos pais ou responsáveis. Se acredita que uma criança nos forneceu dados pessoais, fale conosco e nós os excluiremos.",
    "privacy.changes.title": "Mudanças nesta política",
    "privacy.changes.p1":
      "Podemos atualizar esta política quando o serviço ou a lei mudarem. A data no topo indica a versão mais recente; se a mudança for significativa, avisaremos por e-mail ou no site antes de ela entrar em vigor.",
    "privacy.contact.title": "Contato",
    "privacy.contact.p1":
      "Para dúvidas sobre esta política ou para exercer seus direitos, escreva para nós pela nossa página de contato. Coloque \"Privacidade\" no assunto.",

    // termos (/terms)
    "terms.metaTitle": "Termos de Serviço",
    "terms.metaDescription":
      "Os termos de uso do TOEFL Practice: contas, teste grátis, plano Premium de US$ 37 por mês, cancelamento, garantia de 7 dias e uso aceitável.",
    "terms.title": "Termos de Serviço",
    "terms.acceptance.title": "Aceitação destes termos",
    "terms.acceptance.p1":
      "Estes Termos de Serviço regem o uso do TOEFL Practice. Ao criar uma conta ou usar o serviço, você concorda com eles. Se não concordar, por favor não use o serviço.",
    "terms.service.title": "O serviço",
    "terms.service.p1":
      "O TOEFL Practice é uma plataforma online de preparação para o TOEFL iBT, com exercícios de Reading, Listening, Writing e Speaking, feedback automático, simulados completos cronometrados e acompanhamento do progresso. Estamos sempre melhorando o serviço e podemos adicionar, alterar ou remover recursos; não removeremos um recurso principal pelo qual você pagou durante um período já pago.",
    "terms.account.title": "Sua conta",
    "terms.account.l1": "Forneça informações verdadeiras e mantenha seu e-mail atualizado.",
    "terms.account.l2":
      "Cada conta é de uma única pessoa. Não a compartilhe nem deixe outras pessoas usarem seu login.",
    "terms.account.l3":
      "Mantenha sua senha em sigilo. Você é responsável pelo que acontece na sua conta; avise-nos imediatamente se suspeitar que outra pessoa a usou.",
    "terms.account.l4":
      "Você precisa ter pelo menos 13 anos. Se tiver menos de 18, precisa da permissão dos pais ou responsáveis.",
    "terms.account.p1":
      "Podemos suspender ou bloquear uma conta que viole estes termos, e informaremos o motivo, a menos que a lei ou a segurança do serviço o impeçam.",
    "terms.plans.title": "Teste grátis e assinatura Premium",
    "terms.plans.p1":
      "O teste grátis não custa nada e dá acesso limitado: 2 exercícios por seção (Reading, Listening, Writing e Speaking) e 1 simulado completo. Não é preciso informar dados de pagamento.",
    "terms.plans.p2":
      "O Premium custa US$ 37 (dólares americanos) por mês e dá prática ilimitada, todos os simulados completos e feedback por IA em todas as respostas de escrita e de fala. O pagamento é mensal e antecipado, com cartão pela Stripe ou pela Hotmart no Brasil, e a assinatura é renovada automaticamente a cada mês até você cancelar. Dependendo do seu país e da forma de pagamento, pode haver impostos ou taxas de conversão de moeda.",
    "terms.plans.p3":
      "Se mudarmos o preço, avisaremos por e-mail antes de a mudança entrar em vigor. O novo preço vale a partir do seu próximo período de cobrança, e você pode cancelar antes disso.",
    "terms.cancel.title": "Cancele quando quiser",
    "terms.cancel.p1":
      "Você pode cancelar a qualquer momento: assinaturas com cartão pela página de assinatura da sua conta, e assinaturas da Hotmart pela sua conta na Hotmart. Depois de cancelar, você não será cobrado novamente, e o acesso Premium continua até o fim do período já pago.",
    "terms.guarantee.title": "Garantia de satisfação de 7 dias",
    "terms.guarantee.p1":
      "Se o Premium não for para você, peça o reembolso em até 7 dias após o primeiro pagamento e devolveremos o valor integral, sem perguntas. O acesso Premium termina quando o reembolso é feito. Para compras no Brasil, isso também cobre o direito de arrependimento de 7 dias do artigo 49 do Código de Defesa do Consumidor.",
    "terms.guarantee.p2":
      "Se você contestar um pagamento junto ao seu banco ou à operadora do cartão em vez de falar conosco, o acesso pago pode ser suspenso até a contestação ser resolvida.",
    "terms.use.title": "Uso aceitável",
    "terms.use.p1": "Ao usar o TOEFL Practice, você concorda em não:",
    "terms.use.l1":
      "copiar, baixar em massa, revender ou publicar nossos exercícios, áudios, simulados ou feedbacks;",
    "terms.use.l2":
      "usar bots, scripts ou outros meios automáticos para acessar o serviço ou enviar respostas;",
    "terms.use.l3":
      "tentar contornar os limites do teste grátis, os cronômetros da prova ou qualquer medida de segurança;",
    "terms.use.l4":
      "enviar conteúdo ilegal, ofensivo ou que você não tenha o direito de compartilhar, incluindo dados pessoais de outras pessoas;",
    "terms.use.l5": "interferir no serviço ou no uso dele por outros usuários.",
    "terms.content.title": "Conteúdo e propriedade",
    "terms.content.p1":
      "Os exercícios, textos, áudios, questões, simulados, textos de feedback e o software do TOEFL Practice pertencem a nós ou aos nossos licenciantes. Enquanto sua conta estiver ativa, concedemos a você uma licença pessoal e intransferível para usá-los na sua própria preparação, sem fins comerciais.",
    "terms.content.p2":
      "Suas redações e gravações continuam sendo suas. Você nos autoriza a armazená-las e processá-las, inclusive por meio dos nossos provedores de correção por IA, apenas para corrigi-las, mostrá-las a você e operar o serviço. Não vamos publicá-las.",
    "terms.scores.title": "As notas são estimativas",
    "terms.scores.p1":
      "As notas e os feedbacks do TOEFL Practice são estimativas produzidas a partir das rubricas e tabelas de conversão publicadas pela ETS, em parte por corretores automáticos que podem errar. Não são notas oficiais da ETS, e não garantimos nenhum resultado na prova real.",
    "terms.scores.p2":
      "TOEFL e TOEFL iBT são marcas registradas da ETS. O TOEFL Practice não é afiliado, endossado nem aprovado pela ETS.",
    "terms.liability.title": "Disponibilidade e responsabilidade",
    "terms.liability.p1":
      "Trabalhamos para manter o serviço disponível e correto, mas ele é oferecido \"no estado em que se encontra\": pode ser interrompido para manutenção ou por eventos fora do nosso controle, e os exercícios podem conter erros. Avise-nos sobre qualquer problema e nós o corrigiremos.",
    "terms.liability.p2":
      "Na medida permitida pela lei, não respondemos por perdas indiretas, como resultados de prova ou decisões de admissão, visto ou emprego, e nossa responsabilidade total por qualquer reclamação se limita ao que você nos pagou nos 3 meses anteriores. Nada nestes termos limita os direitos que você tem como consumidor pela lei do seu país, incluindo o Código de Defesa do Consumidor.",
    "terms.ending.title": "Encerramento do uso",
    "terms.ending.p1":
      "Você pode parar de usar o serviço e pedir a exclusão da sua conta a qualquer momento. Podemos encerrar ou suspender seu acesso se você violar estes termos de forma grave ou repetida. As seções sobre conteúdo, notas e responsabilidade continuam valendo depois do encerramento da conta.",
    "terms.changes.title": "Mudanças nestes termos",
    "terms.changes.p1":
      "Podemos atualizar estes termos. A data no topo indica a versão mais recente. Avisaremos sobre mudanças importantes por e-mail ou no site antes de entrarem em vigor; se você continuar usando o serviço depois disso, os novos termos passam a valer. Se não concordar, você pode cancelar e encerrar sua conta.",
    "terms.contact.title": "Contato",
    "terms.contact.p1":
      "Dúvidas sobre estes termos, um reembolso ou sua assinatura? Escreva para nós pela nossa página de contato.",
  },
} as const;
