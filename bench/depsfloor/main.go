// Command depsfloor prints one line and exits, like bench/floor, with
// lwl's libraries linked in (tcell, tview, yaml, pflag, uniseg, idna): the
// least a program built on them takes to show something, their package
// initialisation and a binary of lwl's size included. bench/run.sh's
// "deps floor" column.
package main

import (
	"os"

	_ "github.com/gdamore/tcell/v2"
	_ "github.com/rivo/tview"
	_ "github.com/rivo/uniseg"
	_ "github.com/spf13/pflag"
	_ "golang.org/x/net/idna"
	_ "gopkg.in/yaml.v3"
)

func main() { os.Stdout.WriteString("floor: the first line\n") }
