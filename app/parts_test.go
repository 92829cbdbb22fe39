package app

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// partFiles names the file that owns each of App's parts: only it assigns
// to the part's fields; the rest of app calls its methods.
var partFiles = map[string]string{
	"ui":    "part_ui.go",
	"input": "part_input.go",
	"shown": "part_shown.go",
	"life":  "part_life.go",
	"less":  "lessstate.go",
}

// sharedFields are the parts' fields another file may take the address of:
// the posts queue is the seam's (seam.go), guarded by its own mutex.
var sharedFields = map[string]string{"input.posts": "seam.go"}

// TestPartsChangedByTheirOwnFiles fails when a file assigns to a field of
// one of App's parts (x.ui.status = …, x.less.marks[k] = …, x.life.runs++),
// or takes its address (&x.shown.targets), and is not the part's own file.
// Calling a field's methods (a generation's take, an atomic's Store) is
// not an assignment: such a field guards itself.
func TestPartsChangedByTheirOwnFiles(t *testing.T) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var bad []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var targets []ast.Expr
			switch s := n.(type) {
			case *ast.AssignStmt:
				targets = s.Lhs
			case *ast.IncDecStmt:
				targets = []ast.Expr{s.X}
			case *ast.UnaryExpr:
				if s.Op == token.AND {
					targets = []ast.Expr{s.X}
				}
			}
			for _, e := range targets {
				part, field := partField(e)
				if part != "" && partFiles[part] != name && sharedFields[part+"."+field] != name {
					bad = append(bad, fmt.Sprintf("%s: changes %s.%s (owned by %s)", fset.Position(e.Pos()), part, field, partFiles[part]))
				}
			}
			return true
		})
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d changes to a part's fields outside its file:\n%s", len(bad), strings.Join(bad, "\n"))
	}
}

// partField finds, in an assignment's target, the part and field it
// changes: for a.less.marks[k] it is less and marks.
func partField(e ast.Expr) (part, field string) {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SelectorExpr:
			if p, ok := x.X.(*ast.SelectorExpr); ok {
				if _, ok := partFiles[p.Sel.Name]; ok {
					part, field = p.Sel.Name, x.Sel.Name
				}
			}
			e = x.X
		default:
			return part, field
		}
	}
}
