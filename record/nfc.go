package record

// sameName reports whether two players' names are the same name as people
// mean it: the same text once both are in Unicode's composed form (NFC),
// so that "José" typed with a precomposed é and with an e and a combining
// accent are one name (docs/reading.md, "Text a record may hold").
func sameName(a, b string) bool {
	return a == b || nfc(a) == nfc(b)
}
