/**
 * The content model as GraphQL. Templates query the interfaces (Post, Editoria, Author); the `Markdown*`
 * and `Json*` types say where today's content comes from (files written by Decap CMS). Explicit types mean
 * an empty optional field is null, never a build error, and no inference surprises. GraphQL wants each
 * implementing type to repeat its interface's fields: they are written once here and used twice.
 */
const entryFields = `
    slug: String!
    language: String!
    key: String!
    sourceFile: String!`;

const postFields = `${entryFields}
    title: String!
    date: Date! @dateformat
    excerpt: String!
    html: String!
    wordCount: Int!
    readingMinutes: Int!
    coverAlt: String!
    editoriaSlug: String!
    authorSlug: String!`;

const editoriaFields = `${entryFields}
    nome: String!
    description: String!
    position: Int!`;

const authorFields = `${entryFields}
    name: String!
    role: String!
    bio: String!
    links: [AuthorLink!]!`;

export const contentTypeDefs = `
  interface Post implements Node {
    id: ID!${postFields}
    cover: File
    editoria: Editoria
    author: Author
  }

  type MarkdownPost implements Node & Post @dontInfer {${postFields}
    cover: File @fileByRelativePath
    editoriaKey: String!
    authorKey: String!
    editoria: Editoria @link(by: "key", from: "editoriaKey")
    author: Author @link(by: "key", from: "authorKey")
  }

  interface Editoria implements Node {
    id: ID!${editoriaFields}
  }

  type JsonEditoria implements Node & Editoria @dontInfer {${editoriaFields}
  }

  type AuthorLink {
    label: String!
    url: String!
  }

  interface Author implements Node {
    id: ID!${authorFields}
    portrait: File
  }

  type JsonAuthor implements Node & Author @dontInfer {${authorFields}
    portrait: File @fileByRelativePath
  }

  type FooterFiles {
    pt: File @fileByRelativePath
    en: File @fileByRelativePath
    es: File @fileByRelativePath
  }

  type CompanyAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
  }

  type CompanyEmails {
    contact: String!
    privacy: String!
    investors: String!
    suppliers: String!
    people: String!
    operations: String!
  }

  type CompanyDpo {
    name: String!
    email: String!
  }

  type CompanySocial {
    instagram: String!
    facebook: String!
    linkedin: String!
    youtube: String!
  }

  type LocalizedSetting {
    pt: String!
    en: String!
    es: String!
  }

  type CompanySignatory {
    name: String!
    role: LocalizedSetting!
    registration: String!
  }

  type Certification {
    name: String!
    body: String!
    number: String!
  }

  type Company {
    legalName: String!
    cnpj: String!
    address: CompanyAddress!
    phone: String!
    whatsapp: String!
    emails: CompanyEmails!
    dpo: CompanyDpo!
    social: CompanySocial!
    anpAuthorization: String!
    environmentalLicense: String!
    signatory: CompanySignatory!
    certifications: [Certification!]!
  }

  type SiteSettings implements Node @dontInfer {
    settingsId: String!
    demonstrationData: Boolean!
    footerFiles: FooterFiles!
    company: Company!
    sourceFile: String!
  }
`;
