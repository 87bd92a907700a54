import BlogDocMacrosPlugin
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// The macros as the compiler sees them, `Model` being the conformance the struct lacks.
let documentModelMacros: [String: MacroSpec] = [
  "DocumentModel": MacroSpec(type: DocumentModelMacro.self, conformances: ["Model"]),
  "ID": MacroSpec(type: FieldMarkerMacro.self),
  "Field": MacroSpec(type: FieldMarkerMacro.self),
  "Text": MacroSpec(type: FieldMarkerMacro.self),
  "List": MacroSpec(type: FieldMarkerMacro.self),
  "Transient": MacroSpec(type: FieldMarkerMacro.self),
]

@Suite("@DocumentModel's expansions", .macros(documentModelMacros, record: .never))
struct DocumentModelExpansionTests {
  @Test func theIssuesRecipe() {
    assertMacro {
      """
      @DocumentModel(record: "recipe", collection: "cookbook", namespace: "urn:example:recipes", version: 1)
      struct Recipe {
        @ID var id = ""
        var title = ""
        var servings = 1
        @List(item: "ingredient") var ingredients: [String] = []
        @Text var instructions = ""
        var isFavorite = false
      }
      """
    } expansion: {
      #"""
      struct Recipe {
        var id = ""
        var title = ""
        var servings = 1
        var ingredients: [String] = []
        var instructions = ""
        var isFavorite = false

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, title: String, servings: Int, ingredients: [String], instructions: String, isFavorite: Bool) {
          self.id = id
          self.title = title
          self.servings = servings
          self.ingredients = ingredients
          self.instructions = instructions
          self.isFavorite = isFavorite
        }

        static let schema = BlogDocCore.Schema<Recipe>(
          entryName: "recipe",
          collectionName: "cookbook",
          namespace: "urn:example:recipes",
          version: 1,
          id: \Recipe.id,
          fields: [
            BlogDocCore.Field("title", \Recipe.title),
            BlogDocCore.Field("servings", \Recipe.servings),
            BlogDocCore.Field.list("ingredients", \Recipe.ingredients, item: "ingredient"),
            BlogDocCore.Field.text("instructions", \Recipe.instructions),
            BlogDocCore.Field("isFavorite", \Recipe.isFavorite),
          ]
        )
      }

      extension Recipe: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func aPublicStructGetsPublicMembersAndItsRules() {
    assertMacro {
      """
      @DocumentModel(record: "note", collection: "notes", version: 2)
      public struct Note {
        @ID public var id = ""
        public var body = ""
        public static let validators: [Validator<Note>] = []
        public static let migrations: [Migration] = []
      }
      """
    } expansion: {
      #"""
      public struct Note {
        public var id = ""
        public var body = ""
        public static let validators: [Validator<Note>] = []
        public static let migrations: [Migration] = []

        public var unknownFields = BlogDocCore.ArchiveObject()

        public init() {
        }

        public init(id: String) {
          self.id = id
        }

        public init(id: String, body: String) {
          self.id = id
          self.body = body
        }

        public static let schema = BlogDocCore.Schema<Note>(
          entryName: "note",
          collectionName: "notes",
          version: 2,
          id: \Note.id,
          fields: [
            BlogDocCore.Field("body", \Note.body),
          ],
          migrations: Note.migrations,
          validators: Note.validators
        )
      }

      extension Note: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func fieldGivesANameAndPolicies() {
    assertMacro {
      """
      @DocumentModel(record: "post", collection: "posts", version: 1)
      package struct Post {
        @ID("uuid") var id = ""
        @Field("heading", isRequired: true) var title = ""
        @Text @Field(history: .coalescing(within: .seconds(60))) var body = ""
        @Field(history: .excluded, merge: .later) var updated: Date?
        @List(item: "tag") @Field(merge: .threeWay) var tags: [String]?
      }
      """
    } expansion: {
      #"""
      package struct Post {
        var id = ""
        var title = ""
        var body = ""
        var updated: Date?
        var tags: [String]?

        package var unknownFields = BlogDocCore.ArchiveObject()

        package init() {
        }

        package init(id: String) {
          self.id = id
        }

        package init(id: String, title: String, body: String, updated: Date?, tags: [String]?) {
          self.id = id
          self.title = title
          self.body = body
          self.updated = updated
          self.tags = tags
        }

        package static let schema = BlogDocCore.Schema<Post>(
          entryName: "post",
          collectionName: "posts",
          version: 1,
          id: \Post.id,
          idName: "uuid",
          fields: [
            BlogDocCore.Field("heading", \Post.title, isRequired: true),
            BlogDocCore.Field.text("body", \Post.body, history: .coalescing(within: .seconds(60))),
            BlogDocCore.Field("updated", \Post.updated, history: .excluded, merge: .later),
            BlogDocCore.Field.list("tags", \Post.tags, item: "tag", merge: .threeWay),
          ]
        )
      }

      extension Post: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func transientStaticAndComputedPropertiesAreNotFields() {
    assertMacro {
      """
      @DocumentModel(record: "card", collection: "deck", version: 1)
      struct Card {
        @ID var id = ""
        var front = "", back = ""
        @Transient var isFlipped = false
        @Transient let createdBy = "me"
        var summary: String { front + back }
        var seen = 0 {
          didSet { print(seen) }
        }
        static var count = 0
      }
      """
    } expansion: {
      #"""
      struct Card {
        var id = ""
        var front = "", back = ""
        var isFlipped = false
        let createdBy = "me"
        var summary: String { front + back }
        var seen = 0 {
          didSet { print(seen) }
        }
        static var count = 0

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.id = id
        }

        init(id: String, front: String, back: String, seen: Int) {
          self.id = id
          self.front = front
          self.back = back
          self.seen = seen
        }

        static let schema = BlogDocCore.Schema<Card>(
          entryName: "card",
          collectionName: "deck",
          version: 1,
          id: \Card.id,
          fields: [
            BlogDocCore.Field("front", \Card.front),
            BlogDocCore.Field("back", \Card.back),
            BlogDocCore.Field("seen", \Card.seen),
          ]
        )
      }

      extension Card: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func membersTheStructDeclaresAreNotAddedAgain() {
    assertMacro {
      """
      @DocumentModel(record: "item", collection: "items", version: 1)
      struct Item {
        @ID var id = ""
        var due = Date()
        var unknownFields = ArchiveObject()
        init() {}
      }
      """
    } expansion: {
      #"""
      struct Item {
        var id = ""
        var due = Date()
        var unknownFields = ArchiveObject()
        init() {}

        init(id: String) {
          self.id = id
        }

        static let schema = BlogDocCore.Schema<Item>(
          entryName: "item",
          collectionName: "items",
          version: 1,
          id: \Item.id,
          fields: [
            BlogDocCore.Field("due", \Item.due),
          ]
        )
      }

      extension Item: BlogDocCore.Model {
      }
      """#
    }
  }

  @Test func anIDWithAnotherNameIsArchivedUnderIt() {
    assertMacro {
      """
      @DocumentModel(record: "user", collection: "users", version: 1)
      struct User {
        @ID var handle = ""
        var id: String { handle }
      }
      """
    } expansion: {
      #"""
      struct User {
        var handle = ""
        var id: String { handle }

        var unknownFields = BlogDocCore.ArchiveObject()

        init() {
        }

        init(id: String) {
          self.handle = id
        }

        static let schema = BlogDocCore.Schema<User>(
          entryName: "user",
          collectionName: "users",
          version: 1,
          id: \User.handle,
          idName: "handle",
          fields: []
        )
      }

      extension User: BlogDocCore.Model {
      }
      """#
    }
  }
}
