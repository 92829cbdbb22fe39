package doc

// CompileQueryCaseSensitive compiles a search in which case is significant
// whatever letters it has (smart case toggled off, as less's -i toggles).
func CompileQueryCaseSensitive(text string) (*Query, error) {
	return compileQuery(text, false)
}
