package ruling

// Judgement is what a referee rules of an entry, as verdicts write it
// (docs/format.md section 8): legal or illegal, or invalid for a file
// that is no record.
type Judgement string

// The judgements.
const (
	Legal   Judgement = "legal"
	Illegal Judgement = "illegal"
	Invalid Judgement = "invalid"
)

// Judgement is the ruling's judgement: Legal or Illegal.
func (r *Ruling) Judgement() Judgement {
	if r.Legal {
		return Legal
	}
	return Illegal
}
