package recordtext

import "gopkg.in/yaml.v3"

// maxAliasHops bounds how far an alias is followed.
const maxAliasHops = 64

// Deref follows aliases to the node they name, at most 64 of them.
func Deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < maxAliasHops; i++ {
		n = n.Alias
	}
	return n
}

// PosOf is where a node starts.
func PosOf(n *yaml.Node) Pos { return Pos{Line: n.Line, Col: n.Column} }
