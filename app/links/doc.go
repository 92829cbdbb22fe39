// Package links is lwl's link policy, with no screen in it: where a
// destination leads (resolution against the document's base, local files,
// file: URLs of other hosts, the documents shipped inside lwl), which links
// deceive, what a link with no destination means, and how a destination
// reaches a command ($LINK) and whether the kernel will take that command.
package links
