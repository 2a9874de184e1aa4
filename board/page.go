package board

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/seqref/seqref/engine"
)

// Record is a record the page opens with: its file's name and text.
type Record struct {
	Name string
	Text []byte
	// Doc is the record of a YAML stream to show first (0-based).
	Doc int
}

// Write writes the page, opened at rec when it is not nil.
func Write(w io.Writer, rec *Record) error {
	page, err := Page(rec)
	if err != nil {
		return err
	}
	_, err = w.Write(page)
	return err
}

// Page is the whole page: its HTML, with the style sheet, the script,
// wasm_exec.js, the board's spaces, the base64 of the gzip-compressed
// WebAssembly and the record to open inlined. It is ErrNoWasm in a seqref
// built without the WebAssembly.
func Page(rec *Record) ([]byte, error) {
	wasm, err := assets()
	if err != nil {
		return nil, err
	}
	initial := []byte("null")
	if rec != nil {
		initial, err = json.Marshal(map[string]any{"name": rec.Name, "text": string(rec.Text), "doc": rec.Doc})
		if err != nil {
			return nil, err
		}
	}
	for name, text := range map[string]string{"wasm_exec.js": wasm.Exec, "page.js": pageJS} {
		if strings.Contains(strings.ToLower(text), "</script") {
			return nil, fmt.Errorf("%s holds </script", name)
		}
	}
	r := strings.NewReplacer(
		inlineScripts, pinnedScripts(wasm.Exec, pageJS),
		"/*STYLE*/", pageCSS,
		"<!--BOARD-->", boardCells(),
		"/*WASM_EXEC*/", wasm.Exec,
		"/*SCRIPT*/", pageJS,
		"WASM_BASE64", base64.StdEncoding.EncodeToString(wasm.Gzip),
		"/*RECORD*/null", string(initial),
		"SITE_ADDRESS", html.EscapeString(SiteAddress()),
	)
	return []byte(r.Replace(pageHTML)), nil
}

// boardCells are the 100 spaces of the standard board as buttons, in
// reading order, so that the board stands at its size before the script
// runs: no layout shift once it does. Each shows its card with the suit's
// sign (data-card holds it in notation); the script keeps one in the tab
// order and moves between them with the arrow keys.
func boardCells() string {
	var b strings.Builder
	for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
		card, chip, tab := engine.StandardLayout.Card(sp).String(), "", "-1"
		shown, label, class := cardFace(card), card, "card"
		if sp.IsCorner() {
			card, shown, label, chip = "*", "★", "free corner", ` data-chip="*"`
		}
		if strings.HasSuffix(card, "H") || strings.HasSuffix(card, "D") {
			class += " red-suit"
		}
		if sp == 0 {
			tab = "0"
		}
		fmt.Fprintf(&b, `<button type="button" class="cell" id="s-%s" data-space="%s" data-card="%s"%s tabindex="%s" aria-label="%s, %s"><span class="%s">%s</span><span class="chip" aria-hidden="true"></span></button>`+"\n",
			sp, sp, card, chip, tab, sp, html.EscapeString(label), class, html.EscapeString(shown))
	}
	return b.String()
}

// cardFace is a card as the board shows it: its rank and the sign of its
// suit ("10♥").
func cardFace(card string) string {
	if len(card) < 2 {
		return card
	}
	i := len(card) - 1
	if sign, ok := map[byte]string{'S': "♠", 'H': "♥", 'D': "♦", 'C': "♣"}[card[i]]; ok {
		return card[:i] + sign
	}
	return card
}
