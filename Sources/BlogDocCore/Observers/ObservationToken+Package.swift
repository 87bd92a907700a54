extension ObservationToken {
  /// A token for the observer numbered `observer`, for another module's observable type
  /// (`BlogDocStore`'s `DocumentSession`).
  package init(observer: Int) {
    self.init(id: observer)
  }

  /// The number of the observer the token names.
  package var observer: Int { id }
}
