package ruling

import (
	"strings"
	"unicode"

	"github.com/seqref/seqref/internal/prose"
)

// AnswerWidth is the widest an answer line is, whatever the width asked.
const AnswerWidth = 72

// AnswerLines is the most lines an answer takes at AnswerWidth.
const AnswerLines = 6

// PhoneWidth is the width of a phone's screen in columns, and NowWithin
// the line at the latest where an answer at that width says what the table
// does now: on the first screen.
const (
	PhoneWidth = 40
	NowWithin  = 10
)

// Answer is the ruling in a few lines a player reads once, on a phone:
// the verdict as players say it with what the entry does and why, what the
// table does now, the facts as specific as the reason, and the sentence that decides it with where it stands
// (or what seqref decides where the rulebooks are silent), closed by the
// deciding rule's id in brackets (AnswerParts). Lines are at most width
// columns (at most AnswerWidth; 0 means AnswerWidth); at AnswerWidth the
// answer takes at most AnswerLines lines, and at PhoneWidth "Now:" starts
// within the first NowWithin lines. A long quote is cut to its deciding
// words, marked "…".
func (r *Ruling) Answer(width int) []string {
	if width <= 0 || width > AnswerWidth {
		width = AnswerWidth
	}
	p := r.Parts()
	// The wording that loses least among those that fit; when none fits,
	// the one of fewest lines.
	var best, shortest *wording
	for _, w := range p.wordings() {
		if fits(w.paras) {
			if best == nil || w.loss < best.loss {
				best = &w
			}
		} else if best == nil && (shortest == nil || len(lay(AnswerWidth, w.paras)) < len(lay(AnswerWidth, shortest.paras))) {
			shortest = &w
		}
	}
	if best == nil {
		best = shortest
	}
	return lay(width, best.paras)
}

// fits reports whether an answer's paragraphs take at most AnswerLines
// lines at AnswerWidth, with "Now:" within NowWithin lines at PhoneWidth.
func fits(paras []string) bool {
	if len(lay(AnswerWidth, paras)) > AnswerLines {
		return false
	}
	for i, p := range paras {
		if strings.HasPrefix(p, "Now: ") {
			return len(lay(PhoneWidth, paras[:i])) < NowWithin
		}
	}
	return true
}

// Says is the ruling's verdict in players' words with what the entry does
// and why, in one paragraph: the first of its answer, unwrapped ("Yes: Ann
// may play 5♥ on E5 …").
func (r *Ruling) Says() string {
	p := r.Parts()
	return p.opening(p.Says, p.Reason)
}

// lay wraps each paragraph at width, each paragraph starting a line.
func lay(width int, paras []string) []string {
	var out []string
	for _, p := range paras {
		if p == "" {
			continue
		}
		out = append(out, prose.Lines(width, "", "  ", p)...)
	}
	return out
}

// wording is one way of saying the answer, and what it loses against the
// whole: the more is cut, the more it loses.
type wording struct {
	paras []string
	loss  int
}

// wordings are every way of saying the answer, from the parts whole to the
// parts cut short (the quote to its deciding words, what happens now, the
// reason, seqref's decision, the facts as specific as the reason left out),
// each with what it loses (what the entry did before its fault is said
// again by "Now:"). Answer takes the one that loses least among those that
// fit, the first of equals.
func (p *AnswerParts) wordings() []wording {
	var all []wording
	for _, quote := range quoteCuts(p.Quote) {
		for ni, now := range []string{p.Now, shortNow(p.Now)} {
			for ri, reason := range shorter(p.Reason) {
				for ai, also := range p.alsoCuts() {
					for si, silent := range p.silentCuts() {
						for wi, says := range p.saysCuts() {
							paras := []string{p.opening(says, reason) + also, "Now: " + now, p.closing(silent, quote.text)}
							all = append(all, wording{paras, quote.loss + ni + 2*ri + 12*ai + 5*si + 3*wi})
						}
					}
				}
			}
		}
	}
	return all
}

// alsoCuts are the facts as specific as the reason, to follow it, each
// ending with its rule id: whole, cut at their first colon, or left out.
func (p *AnswerParts) alsoCuts() []string {
	if len(p.Also) == 0 {
		return []string{""}
	}
	var whole, cut string
	for _, a := range p.Also {
		tag := a[strings.LastIndex(a, " ["):]
		text := strings.TrimSuffix(a, tag)
		whole += " " + text + tag
		if i := strings.Index(text, ": "); i > 0 {
			text = text[:i] + "."
		}
		cut += " " + text + tag
	}
	return []string{whole, cut, ""}
}

// saysCuts are the wordings of what the entry does: whole, and for an
// entry at fault after legal actions, the fault alone (what stands is
// said by "Now:").
func (p *AnswerParts) saysCuts() []string {
	if i := strings.Index(p.Says, " after "); i > 0 && p.Verdict == VerdictNo {
		return []string{p.Says, p.Says[:i]}
	}
	return []string{p.Says}
}

// silentCuts are the wordings of what seqref decides, longest first: in
// full, and in a few words where there are some; both say how a table may
// rule otherwise.
func (p *AnswerParts) silentCuts() []string {
	if p.silentShort != "" {
		return []string{p.Silent, p.silentShort}
	}
	return []string{p.Silent}
}

// closing is the answer's last paragraph: what seqref decides where the
// rulebooks are silent, the quoted sentence with its source, and the rule
// id.
func (p *AnswerParts) closing(silent, quote string) string {
	out := silent
	if quote != "" {
		out += " " + prose.Quote(quote) + " (" + p.Source + ")"
	}
	return strings.TrimSpace(out + " [" + string(p.Rule) + "]")
}

// cut is a shorter wording of a quote, and what cutting it loses.
type cut struct {
	text string
	loss int
}

// quoteCuts are a quote and its shorter cuts, longest first: its first
// sentence, the clause after its comma, then by fewer and fewer words the
// start of that clause, the sentence's last words and its first words;
// each cut is marked "…". A sentence of the rulebooks says what decides
// in its last clause or near its end ("… is a DEAD card"), so those come
// before its first words.
func quoteCuts(q string) []cut {
	out := []cut{{q, 0}}
	f := firstSentence(q)
	if f != q {
		out = append(out, cut{f, 1})
	}
	// The clause after the comma of a sentence of two clauses; a comma in a
	// list (of numbers, of directions) cuts nothing.
	clause := ""
	if i := strings.Index(f, ", "); i > 0 && strings.Count(f, ", ") == 1 && !unicode.IsDigit(rune(f[i-1])) {
		clause = f[i+2:]
		out = append(out, cut{"…" + clause, 2})
	}
	for k, n := range []int{16, 12, 10, 8, 6} {
		loss := 6 + 3*k
		if clause != "" {
			out = append(out, cut{"…" + trimQuote(clause, n), loss})
		}
		out = append(out, cut{tailQuote(f, n), loss}, cut{trimQuote(q, n), loss})
	}
	return out
}

// tailQuote is the last n words of a sentence, marked "…" where words are
// left out before them.
func tailQuote(f string, n int) string {
	words := strings.Fields(f)
	if len(words) <= n {
		return f
	}
	return "…" + strings.Join(words[len(words)-n:], " ")
}

// shorter are a sentence and its shorter forms, cut at its last "; " in
// turn, then at its first ": ".
func shorter(text string) []string {
	out := []string{text}
	for i := strings.LastIndex(text, "; "); i > 0; i = strings.LastIndex(text, "; ") {
		text = text[:i]
		out = append(out, text)
	}
	if i := strings.Index(text, ": "); i > 0 {
		out = append(out, text[:i])
	}
	return out
}

// shortNow is what the table does now in fewer words: without the
// reminder that a pass is the turn when nothing can be played, and "plays
// again" for "plays the turn again".
func shortNow(now string) string {
	now = strings.Replace(now, ", or a pass when nothing can be played", "", 1)
	return strings.Replace(now, "plays the turn again", "plays again", 1)
}
