// Package rulebook is the catalogue of the rules seqref judges: every rule id
// a verdict can name (docs/format.md section 8, with syntax and schema), and the
// principles a referee cites when an entry is legal (a normal card places on
// a space that shows it, a sequence locks its chips...). Each rule has a
// plain-words statement, the seed documents it comes from with their own
// words, and how the rulesets differ on it.
package rulebook
