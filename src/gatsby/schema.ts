/**
 * The content model as GraphQL. Templates query the interfaces (Post, Editoria, Author); the `Markdown*`
 * and `Json*` types say where today's content comes from (files written by Decap CMS). Explicit types mean
 * an empty optional field is null, never a build error, and no inference surprises.
 */
export const contentTypeDefs = `
  interface Post implements Node {
    id: ID!
    slug: String!
    language: String!
    key: String!
    title: String!
    date: Date! @dateformat
    excerpt: String!
    html: String!
    wordCount: Int!
    readingMinutes: Int!
    cover: File
    coverAlt: String!
    editoriaSlug: String!
    authorSlug: String!
    editoria: Editoria
    author: Author
    sourceFile: String!
  }

  type MarkdownPost implements Node & Post @dontInfer {
    slug: String!
    language: String!
    key: String!
    title: String!
    date: Date! @dateformat
    excerpt: String!
    html: String!
    wordCount: Int!
    readingMinutes: Int!
    cover: File @fileByRelativePath
    coverAlt: String!
    editoriaSlug: String!
    authorSlug: String!
    editoriaKey: String!
    authorKey: String!
    editoria: Editoria @link(by: "key", from: "editoriaKey")
    author: Author @link(by: "key", from: "authorKey")
    sourceFile: String!
  }

  interface Editoria implements Node {
    id: ID!
    slug: String!
    language: String!
    key: String!
    nome: String!
    description: String!
    position: Int!
    sourceFile: String!
  }

  type JsonEditoria implements Node & Editoria @dontInfer {
    slug: String!
    language: String!
    key: String!
    nome: String!
    description: String!
    position: Int!
    sourceFile: String!
  }

  type AuthorLink {
    label: String!
    url: String!
  }

  interface Author implements Node {
    id: ID!
    slug: String!
    language: String!
    key: String!
    name: String!
    role: String!
    bio: String!
    portrait: File
    links: [AuthorLink!]!
    sourceFile: String!
  }

  type JsonAuthor implements Node & Author @dontInfer {
    slug: String!
    language: String!
    key: String!
    name: String!
    role: String!
    bio: String!
    portrait: File @fileByRelativePath
    links: [AuthorLink!]!
    sourceFile: String!
  }

  type SiteSettings implements Node @dontInfer {
    settingsId: String!
    footerFile: File @fileByRelativePath
    sourceFile: String!
  }
`;
