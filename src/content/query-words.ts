import type { Language } from "../config/languages";

/**
 * How people ask, once for the assistant and the site search: each language's stemmer (Snowball, from
 * @orama/stemmers, loaded only with the assistant or the build), the words that say nothing (articles,
 * prepositions, "can I"), and the concepts that many words name (custo, preço, cobra, de graça, free,
 * charge, gratis → cost; óleo queimado, waste oil, aceite quemado → used oil; "quando", "quanto tempo",
 * "how long" → a time). A concept is matched on stems, longest phrase first, so "cobram" and "cobrar" are
 * both "cobr" and "de graça" is one concept, not two words. Question words that carry meaning ("quando",
 * "quanto custa", "onde fica", "quem pode") are concepts, not stop words.
 *
 * `offTopic` concepts name what the FAQ does not answer (jobs, the share price, the oils the company sells
 * and their prices: "vcs vendem", "do you sell", "comprar", as opposed to selling one's own used oil):
 * a question that names one never gets an FAQ answer; the assistant shows the search and the hand-offs.
 * `pages` lists the pages (unprefixed paths) whose search entry carries the concept's words, so that
 * "preço da coleta" finds the collection pages first (scripts/search-index.mts reads it).
 */

export type Stemmer = (word: string) => string;

/** The stemmer of a language, as its own small chunk (about 1–2 KB gzip each). */
export async function loadStemmer(language: Language): Promise<Stemmer> {
  switch (language) {
    case "pt":
      return (await import(/* webpackChunkName: "stemmer-pt" */ "@orama/stemmers/portuguese")).stemmer;
    case "en":
      return (await import(/* webpackChunkName: "stemmer-en" */ "@orama/stemmers/english")).stemmer;
    case "es":
      return (await import(/* webpackChunkName: "stemmer-es" */ "@orama/stemmers/spanish")).stemmer;
  }
}

const words = (text: string) => text.split(" ");

/** Words that say nothing about the subject, folded (no accents). Question words that carry meaning are concepts. */
export const stopwords: Record<Language, ReadonlySet<string>> = {
  pt: new Set(
    words(
      "a o as os um uma uns umas de do da dos das em no na nos nas num numa ao aos para pra pro por pelo pela pelos pelas " +
        "com sem e ou que qual quais como porque se eu meu minha meus minhas voce voces vc vcs sua seu suas seus ele " +
        "ela eles elas isso isto esse essa este esta estao e eh ser sao tem ter tenho ha posso pode podem preciso " +
        "precisa devo faco fazer faz sobre mais muito ja nao sim me te lhe nos oi ola bom boa dia tarde noite " +
        "obrigado obrigada gostaria queria quero saber ate depois alguma algum coisa la aqui ai entao tipo ne so " +
        "somente apenas mesmo bem",
    ),
  ),
  en: new Set(
    words(
      "the a an of to in on at for from by with without and or is are was were be been am do does did done i im " +
        "my me we our us you your it its this that these those how what whats which why can cant could should would " +
        "will have has had about any anything there here hi hello please thanks thank want need get got s t " +
        "still guys hey okay ok just some so up only not sure really",
    ),
  ),
  es: new Set(
    words(
      "el la los las un una unos unas de del al a en para por con sin y o que cual cuales como mi mis me yo tu su " +
        "sus es son ser estar esta estan hay puedo puede pueden debo tengo tiene tienen hacer hacen sobre mas muy " +
        "hola gracias usted ustedes lo le les se nos quiero necesito saber algo alguna algun ya no si despues hasta " +
        "nomas solo solamente bien bueno",
    ),
  ),
};

export type Concept = {
  id: string;
  /** Words and phrases that name it in each language, as people type them (accents are folded anyway). */
  terms: Record<Language, string[]>;
  /** Something the FAQ does not answer: a question naming it gets no FAQ answer. */
  offTopic?: boolean;
  /** Unprefixed paths of the pages whose search entry carries these words. */
  pages?: string[];
};

const collectionPages = ["/coleta-de-oleo-lubrificante-usado/", "/solicite-sua-coleta/"];

export const concepts: Concept[] = [
  {
    id: "cost",
    terms: {
      pt: words("custo custa custar custos preço preços valor cobra cobram cobrar cobrança grátis gratuito gratuita pagar paga pago pagamento taxa tarifa despesa").concat(["de graça", "quanto custa", "quanto sai", "quanto é", "sem custo", "sai caro", "sai quanto", "tem custo"]),
      en: words("cost costs price prices pricing charge charges free fee fees pay paid payment expense bill billed billing").concat(["how much", "free of charge", "no charge", "for free"]),
      es: words("costo costos coste cuesta cuestan precio precios valor cobran cobra cobrar cobro gratis gratuito gratuita pagar pago tarifa gasto").concat(["cuanto cuesta", "cuanto sale", "sin costo", "sale algo", "sale caro", "tiene costo", "de balde"]),
    },
    pages: collectionPages,
  },
  {
    id: "oil",
    terms: {
      pt: words("óleo óleos lubrificante oleo").concat(["óleo usado", "óleo queimado", "óleo velho", "óleo sujo", "óleo lubrificante", "óleo lubrificante usado", "óleo contaminado"]),
      en: words("oil oils lubricant").concat(["used oil", "waste oil", "old oil", "burnt oil", "burned oil", "dirty oil", "used lubricating oil", "lubricating oil", "contaminated oil"]),
      es: words("aceite aceites lubricante").concat(["aceite usado", "aceite quemado", "aceite viejo", "aceite sucio", "aceite lubricante", "aceite lubricante usado", "aceite contaminado"]),
    },
    pages: ["/coleta-de-oleo-lubrificante-usado/"],
  },
  {
    id: "collect",
    terms: {
      pt: words("coleta coletas coletar recolher recolhimento retirada retirar buscar busca pegar pegam recolhe").concat(["vir buscar", "passar pegando"]),
      en: words("collection collections collect pickup pickups removal").concat(["pick up", "take away", "haul away", "come get", "come pick up", "come and get"]),
      es: words("recolección recolecciones recolectar recogida recoger recogen retiro retirar buscar").concat(["pasar a buscar", "vengan a buscar"]),
    },
    pages: collectionPages,
  },
  {
    id: "request",
    terms: {
      pt: words("pedir pedido solicitar solicitação solicito agendar marcar"),
      en: words("request requests requesting book booking schedule order"),
      es: words("pedir pedido solicitar solicitud agendar programar"),
    },
    pages: ["/solicite-sua-coleta/"],
  },
  {
    id: "contact",
    terms: {
      pt: words("contato contatar contactar falar fale telefone fone ligar ligo email mail whatsapp zap atendimento canais canal"),
      en: words("contact contacts reach phone call email mail whatsapp talk telephone").concat(["get in touch", "phone number"]),
      es: words("contacto contactar comunico comunicar comunicarme telefono llamar correo email mail whatsapp atención canales canal").concat(["número de teléfono"]),
    },
    pages: ["/fale-com-a-gente/"],
  },
  {
    id: "address",
    terms: {
      pt: words("sede endereço escritório matriz").concat(["onde fica", "onde ficam"]),
      en: words("headquarters address office").concat(["head office", "where are you"]),
      es: words("sede dirección oficina oficinas").concat(["oficina central", "donde queda", "donde quedan", "donde estan"]),
    },
    pages: ["/fale-com-a-gente/"],
  },
  {
    id: "define",
    terms: {
      pt: words("significa sigla").concat(["o que é", "o que e", "que é", "quer dizer", "o que significa"]),
      en: words("mean means meaning stands acronym").concat(["what is", "what's", "whats", "what are", "stand for"]),
      es: words("significa sigla").concat(["qué es", "que es", "qué significa", "quiere decir"]),
    },
  },
  {
    id: "details",
    terms: {
      pt: words("dados informação informações informar documentos documentação"),
      en: words("info information details data documents paperwork"),
      es: words("datos información informar documentos documentación"),
    },
  },
  {
    id: "store",
    terms: {
      pt: words("armazenar armazeno armazenamento guardar guardo estocar acondicionar acondicionamento"),
      en: words("store storing storage keep keeping"),
      es: words("almacenar almaceno almacenamiento guardar guardo"),
    },
  },
  {
    id: "container",
    terms: {
      pt: words("tambor tambores bombona bombonas recipiente recipientes tanque balde baldes galão galões garrafa garrafas pet vasilhame vasilhames"),
      en: words("drum drums container containers tank bucket buckets barrel barrels bottle bottles jug jugs jerrycan jerrycans"),
      es: words("tambor tambores bidón bidones recipiente recipientes tanque balde baldes botella botellas garrafa garrafas envase envases"),
    },
  },
  {
    id: "signup",
    terms: {
      pt: words("cadastro cadastrar cadastrar-se registrar inscrever").concat(["criar conta", "abrir conta", "abrir uma conta", "criar uma conta", "fazer cadastro"]),
      en: words("signup register registration").concat(["sign up", "create an account", "open an account", "create account"]),
      es: words("registro registrarme registrarse registro inscribirme").concat(["crear cuenta", "crear una cuenta", "abrir una cuenta", "me registro"]),
    },
  },
  {
    id: "password",
    terms: {
      pt: words("senha senhas").concat(["recuperar acesso", "recuperar o acesso", "recupero o acesso", "recuperar a conta", "recuperar minha conta", "recupero minha conta", "perdi o acesso"]),
      en: words("password passwords").concat(["recover access", "regain access", "recover my account", "lost access", "locked out"]),
      es: words("contraseña contraseñas clave").concat(["recuperar acceso", "recuperar el acceso", "recupero el acceso", "recuperar la cuenta", "recuperar mi cuenta", "recupero mi cuenta", "perdi el acceso"]),
    },
  },
  {
    id: "login",
    terms: {
      pt: words("entrar login logar acessar acesso"),
      en: words("login").concat(["log in", "sign in", "get back in"]),
      es: words("entrar ingresar login acceder").concat(["iniciar sesión"]),
    },
  },
  {
    id: "erase",
    terms: {
      pt: words("apagar excluir exclusão deletar remover corrigir correção"),
      en: words("delete erase erased remove correct correction deletion"),
      es: words("borrar eliminar eliminen supresión suprimir corregir rectificar"),
    },
  },
  {
    id: "privacy",
    terms: {
      pt: words("privacidade lgpd").concat(["dados pessoais", "meus dados"]),
      en: words("privacy gdpr lgpd").concat(["personal data", "my data"]),
      es: words("privacidad lgpd").concat(["datos personales", "mis datos"]),
    },
  },
  {
    id: "amount",
    terms: {
      pt: words("medir medição volume quantidade litros litro lts exato exata exatamente estimativa estimar aproximado aproximadamente").concat(["quantos litros"]),
      en: words("measure measuring volume amount quantity liters litres liter litre lts exact exactly estimate approximately roughly").concat(["how many liters"]),
      es: words("medir medición volumen cantidad litros litro lts exacto exacta exactamente estimación estimar aproximado aproximadamente").concat(["cuantos litros"]),
    },
  },
  {
    id: "certificate",
    terms: {
      pt: words("certificado certificados comprovante comprovantes"),
      en: words("certificate certificates proof receipt"),
      es: words("certificado certificados comprobante constancia"),
    },
  },
  {
    id: "download",
    terms: {
      pt: words("baixar baixo download cópia").concat(["segunda via"]),
      en: words("download copy").concat(["get a copy"]),
      es: words("descargar descargo copia").concat(["segunda vía"]),
    },
  },
  {
    id: "recycle",
    terms: {
      pt: words("rerrefino rerrefinar rerrefinado reciclar reciclagem reciclam reaproveitar reaproveitamento"),
      en: words("rerefining refining recycle recycling recycled reuse").concat(["re-refining", "re refining"]),
      es: words("rerrefinado rerrefinación rerrefinar reciclar reciclaje reciclan reutilizar"),
    },
  },
  {
    id: "destination",
    terms: {
      pt: words("destino destinação").concat(["para onde vai", "pra onde vai", "para onde vão", "pra onde vao", "acontece com", "o que acontece com", "vira o que", "fazem com", "se transforma"]),
      en: words("destination").concat(["where does", "happens to", "happen to", "do with", "turned into", "turn into", "turns into", "end up"]),
      es: words("destino").concat(["a donde va", "adonde va", "pasa con", "que pasa con", "hacen con", "se convierte"]),
    },
  },
  {
    id: "when",
    terms: {
      pt: words("quando demora demorar prazo prazos").concat(["quanto tempo", "em quanto tempo", "quantos dias", "em quantos dias"]),
      en: words("when soon deadline").concat(["how long", "how soon", "how many days"]),
      es: words("cuando tardan tarda demora demoran plazo plazos").concat(["cuanto tiempo", "cuantos dias", "en cuantos dias"]),
    },
  },
  {
    id: "reply",
    terms: {
      pt: words("responder respondem resposta respostas retorno mensagem mensagens"),
      en: words("reply replies answer respond response message messages"),
      es: words("responder responden respuesta respuestas mensaje mensajes"),
    },
  },
  {
    id: "burn",
    terms: { pt: words("queimar queima queimo"), en: words("burn burning"), es: words("quemar quema quemo") },
  },
  {
    id: "sell",
    terms: {
      pt: words("vender venda vendo comprador compradores"),
      en: words("sell selling sale buyer buyers"),
      es: words("vender venta vendo comprador compradores"),
    },
  },
  {
    id: "business",
    terms: {
      pt: words("oficina oficinas posto postos concessionária indústria indústrias transportadora frota frotas").concat(["posto de gasolina", "posto de combustível", "empresa pequena"]),
      en: words("garage garages workshop workshops dealership dealerships industry factory fleet fleets").concat(["gas station", "auto shop", "small business"]),
      es: words("taller talleres gasolinera gasolineras concesionaria industria flota flotas").concat(["estación de servicio"]),
    },
  },
  {
    id: "responsible",
    terms: {
      pt: words("responsável responsabilidade responde"),
      en: words("responsible responsibility liable liability"),
      es: words("responsable responsabilidad"),
    },
  },
  {
    id: "customerArea",
    terms: {
      pt: words("portal painel").concat(["área do cliente", "área de cliente", "área dos clientes", "minha conta"]),
      en: words("portal dashboard").concat(["customer area", "account area", "my account", "my account area", "client area"]),
      es: words("portal panel").concat(["área de clientes", "área del cliente", "área de cliente", "mi cuenta"]),
    },
  },
  {
    id: "truck",
    terms: { pt: words("caminhão caminhões"), en: words("truck trucks"), es: words("camión camiones") },
  },
  {
    id: "jobs",
    offTopic: true,
    terms: {
      pt: words("vaga vagas emprego empregos contratando contratam currículo estágio carreira carreiras").concat(["trabalhe conosco", "trabalhar na"]),
      en: words("job jobs hiring careers career vacancy vacancies resume internship").concat(["work for you", "work with us"]),
      es: words("empleo empleos vacante vacantes contratando currículum pasantía").concat(["trabaja con nosotros", "trabajar con ustedes"]),
    },
    pages: ["/gente/"],
  },
  {
    id: "shares",
    offTopic: true,
    terms: {
      pt: words("ação ações cotação bolsa acionista acionistas dividendo dividendos"),
      en: words("shares stock stocks shareholder shareholders dividend dividends").concat(["share price"]),
      es: words("acción acciones cotización bolsa accionista accionistas dividendo dividendos"),
    },
    pages: ["/informacoes-financeiras/"],
  },
  {
    id: "product",
    offTopic: true,
    terms: {
      pt: words("produto produtos vendem comprar compro").concat(["vcs vende", "voces vende", "vc vende", "onde compro", "onde comprar", "óleo de motor", "óleo para motor", "óleo novo", "lubrificante de vocês", "óleo lubrificante de vocês", "óleo de vocês", "óleos de vocês"]),
      en: words("product products buy buying purchase").concat(["you sell", "u sell", "you guys sell", "do you sell", "engine oil", "motor oil", "new oil", "your oil"]),
      es: words("producto productos venden comprar compro comprarles").concat(["ustedes vende", "donde compro", "donde comprar", "aceite para motor", "aceite de motor", "aceite nuevo", "su aceite"]),
    },
    pages: ["/oleos-de-alta-performance/"],
  },
  {
    id: "leadership",
    offTopic: true,
    terms: {
      pt: words("presidente ceo diretor diretora dono fundador fundadores"),
      en: words("ceo president founder founders owner director"),
      es: words("presidente ceo director directora dueño fundador fundadores").concat(["director general"]),
    },
  },
];

/** Folds accents and case: "Óleo" → "oleo", "Coleção" → "colecao". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The folded words of a text, in order ("e-mail" is "e", "mail"; "ñ" is "n"). */
export function foldedWords(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/** A concept as one index term: "=cost". Real words never start with "=". */
export const conceptTerm = (id: string) => `=${id}`;
export const isConceptTerm = (term: string) => term.startsWith("=");

export type Analyzer = {
  /** The index terms of a text: concepts (longest phrase first), then the stems of the other meaningful words. */
  terms(text: string): string[];
  /** The off-topic concepts a text names. */
  offTopic(text: string): string[];
};

/** The analyzer of a language with its stemmer: the same for the FAQ's entries and the questions asked. */
export function createAnalyzer(language: Language, stem: Stemmer): Analyzer {
  const stops = stopwords[language];
  const stemWord = (word: string) => (stops.has(word) ? word : stem(word));
  /**
   * Phrase → concept id, on folded words (exact) and on stems (any inflection); the longest phrase length.
   * Off-topic concepts match exact words only: a stem they share with a real subject ("shared" and "shares")
   * must not keep an answer away.
   */
  const exact = new Map<string, string>();
  const stemmed = new Map<string, string>();
  let longest = 1;
  for (const concept of concepts) {
    for (const term of concept.terms[language]) {
      const folded = foldedWords(term);
      longest = Math.max(longest, folded.length);
      if (!exact.has(folded.join(" "))) exact.set(folded.join(" "), concept.id);
      const stems = folded.map(stemWord).join(" ");
      if (!concept.offTopic && !stemmed.has(stems)) stemmed.set(stems, concept.id);
    }
  }
  const offTopicIds = new Set(concepts.filter((concept) => concept.offTopic).map((concept) => concept.id));

  function terms(text: string): string[] {
    const folded = foldedWords(text);
    const stems = folded.map(stemWord);
    const out: string[] = [];
    for (let i = 0; i < stems.length; ) {
      let matched = 0;
      for (let length = Math.min(longest, stems.length - i); length >= 1 && !matched; length--) {
        const id =
          exact.get(folded.slice(i, i + length).join(" ")) ?? stemmed.get(stems.slice(i, i + length).join(" "));
        if (id) {
          out.push(conceptTerm(id));
          matched = length;
        }
      }
      if (matched) {
        i += matched;
        continue;
      }
      // A number says how much, not what about ("uns 20 litros": the litres say it).
      if (!stops.has(folded[i]) && folded[i].length > 1 && !/^\d+$/.test(folded[i])) out.push(stems[i]);
      i++;
    }
    return out;
  }

  return {
    terms,
    offTopic: (text) => [...new Set(terms(text).filter((term) => isConceptTerm(term) && offTopicIds.has(term.slice(1))))],
  };
}

/** Every word and phrase of the concepts that name a page, in a language (the search index's extra words). */
export function pageWords(path: string, language: Language): string[] {
  return concepts.filter((concept) => concept.pages?.includes(path)).flatMap((concept) => concept.terms[language]);
}
