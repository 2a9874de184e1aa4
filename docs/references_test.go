package docs

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the repository root, seen from this package's folder.
const root = ".."

// checkedPages are the pages whose references are checked: the README,
// every page of docs/, and the conformance suite's README.
func checkedPages(t *testing.T) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no docs pages: %v", err)
	}
	out := []string{"README.md", "fixtures/conformance/README.md"}
	for _, n := range names {
		out = append(out, "docs/"+filepath.Base(n))
	}
	return out
}

// TestDocsReferences: every link between pages points at a file that
// exists and, with #anchor, at a heading of it; every "section N" or "§N"
// points at a heading that exists, and at the one its sentence is about.
func TestDocsReferences(t *testing.T) {
	pages := newPageSet(root)
	var problems []string
	for _, name := range checkedPages(t) {
		p, err := pages.get(name)
		if err != nil {
			t.Fatal(err)
		}
		problems = append(problems, pages.check(p)...)
	}
	for _, pr := range problems {
		t.Error(pr)
	}
}

// pageSet reads pages once, by their path from the root.
type pageSet struct {
	root  string
	pages map[string]*mdPage
}

func newPageSet(root string) *pageSet { return &pageSet{root: root, pages: map[string]*mdPage{}} }

func (s *pageSet) get(name string) (*mdPage, error) {
	if p, ok := s.pages[name]; ok {
		return p, nil
	}
	p, err := readPage(filepath.Join(s.root, filepath.FromSlash(name)))
	if err != nil {
		return nil, err
	}
	p.path = name
	s.pages[name] = p
	return p, nil
}

var (
	codeSpan    = regexp.MustCompile("`[^`]*`")
	mdLink      = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)\)`)
	sectionRef  = regexp.MustCompile(`\b[Ss]ection\s+(\d+(?:\.\d+)*)|§\s?(\d+(?:\.\d+)*)`)
	pageBefore  = regexp.MustCompile(`([\w./-]*\.md)\)?,?\s*$`)
	otherBefore = regexp.MustCompile(`(?:FORMAT(?:\.md)?|YAML 1\.2,)(?:\s*§\s?\d+(?:\.\d+)*(?:,| and| or)?)*\s*$`)
)

// check returns what is wrong with the references of one page, each as
// "PAGE:LINE: what".
func (s *pageSet) check(p *mdPage) []string {
	var out []string
	for _, para := range p.paragraphs {
		text := codeSpan.ReplaceAllStringFunc(para.text, func(c string) string { return strings.Repeat(" ", len(c)) })
		for _, m := range mdLink.FindAllStringSubmatchIndex(text, -1) {
			link, target := text[m[0]:m[1]], text[m[2]:m[3]]
			msg := s.checkLink(p, target)
			if msg == "" && sectionRef.MatchString(link[:strings.Index(link, "](")]) {
				msg = s.checkSectionLink(p, link, target)
				// Checked here: the scan below is for mentions outside links.
				text = text[:m[0]] + strings.Repeat(" ", len(link)) + text[m[1]:]
			}
			if msg != "" {
				out = append(out, fmt.Sprintf("%s:%d: %s", p.path, para.line, msg))
			}
		}
		for _, m := range sectionRef.FindAllStringSubmatchIndex(text, -1) {
			if msg := s.checkSection(p, text, m); msg != "" {
				out = append(out, fmt.Sprintf("%s:%d: %q: %s", p.path, para.line, text[m[0]:m[1]], msg))
			}
		}
	}
	return out
}

// checkLink says what is wrong with a link's target, "" when nothing.
func (s *pageSet) checkLink(p *mdPage, target string) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	file, anchor, _ := strings.Cut(target, "#")
	name := p.path
	if file != "" {
		name = path.Clean(path.Join(path.Dir(p.path), file))
	}
	if strings.HasPrefix(name, "../") {
		return fmt.Sprintf("link %s leaves the repository", target)
	}
	if _, err := os.Stat(filepath.Join(s.root, filepath.FromSlash(name))); err != nil {
		return fmt.Sprintf("link %s: no file %s", target, name)
	}
	if anchor == "" || !strings.HasSuffix(name, ".md") {
		return ""
	}
	to, err := s.get(name)
	if err != nil {
		return err.Error()
	}
	if !to.hasAnchor(anchor) {
		return fmt.Sprintf("link %s: %s has no heading #%s", target, name, anchor)
	}
	return ""
}

// checkSection says what is wrong with a section reference at m in text.
// "X.md section N" (or §N) is section N of docs/X.md; "section N" alone
// is the page's own; "§N" alone, and every §N after "FORMAT", are the
// contract's, whose numbers docs/format.md keeps, so its top number must
// be one of format.md's sections. References to other documents (YAML
// 1.2's) are not checked.
func (s *pageSet) checkSection(p *mdPage, text string, m []int) string {
	number, symbol := "", false
	if m[2] >= 0 {
		number = text[m[2]:m[3]]
	} else {
		number, symbol = text[m[4]:m[5]], true
	}
	before := text[:m[0]]
	target := p.path
	switch q := pageBefore.FindStringSubmatch(before); {
	case q != nil && path.Base(q[1]) != "FORMAT.md":
		return s.unlinked(docsPage(q[1]), number)
	case otherBefore.MatchString(before) || q != nil || symbol:
		if strings.Contains(before[max(0, len(before)-12):], "YAML") {
			return ""
		}
		target = "docs/format.md"
		number, _, _ = strings.Cut(number, ".")
	}
	to, err := s.get(target)
	if err != nil {
		return fmt.Sprintf("no page %s", target)
	}
	if _, ok := to.numbered(number); !ok {
		return fmt.Sprintf("%s has no section %s", target, number)
	}
	return ""
}

// docsPage is the page a reference names: README.md, or a page of docs/
// however its folder is written (docs/notation.md, notation.md).
func docsPage(name string) string {
	if path.Base(name) == "README.md" {
		return "README.md"
	}
	return "docs/" + path.Base(name)
}

// unlinked is the problem of "PAGE section N" written outside a link: it
// must link to the heading, so that the number and the heading it means
// are written side by side and checked.
func (s *pageSet) unlinked(target, number string) string {
	to, err := s.get(target)
	if err != nil {
		return fmt.Sprintf("no page %s", target)
	}
	h, ok := to.numbered(number)
	if !ok {
		return fmt.Sprintf("%s has no section %s", target, number)
	}
	return fmt.Sprintf("a section of another page is a link to its heading: [%s, section %s](%s#%s), the section on %s",
		path.Base(target), number, path.Base(target), h.anchor, h.title)
}

// checkSectionLink checks a link whose text names a section: its target
// has an anchor, which is the heading of the section its text names.
// "[notation.md, section 6](notation.md#7-board-files)" is caught: the
// number says Situations, the anchor Board files.
func (s *pageSet) checkSectionLink(p *mdPage, link, target string) string {
	file, anchor, _ := strings.Cut(target, "#")
	if anchor == "" {
		return fmt.Sprintf("link %s names a section: link to its heading (%s#ANCHOR)", link, target)
	}
	name := p.path
	if file != "" {
		name = path.Clean(path.Join(path.Dir(p.path), file))
	}
	to, err := s.get(name)
	if err != nil {
		return err.Error()
	}
	m := sectionRef.FindStringSubmatch(link)
	number := m[1] + m[2]
	for _, h := range to.headings {
		if h.anchor == anchor && h.number != number {
			return fmt.Sprintf("link %s says section %s, but #%s is section %q of %s", link, number, anchor, h.number, name)
		}
	}
	return ""
}
