// The peer that tui-bench and share-bench measure the app against: the same list in Bubble Tea,
// written as a Bubble Tea user would write it (a model, Update, a View string, lipgloss styles).
//
// It reads the bench's list file (`--file PATH`, the app's list file format), shows the list
// full screen with a cursor and a status bar, and keeps the keys the bench presses: j/k and the
// arrows move, x or space checks, e edits the name (Enter keeps it, Esc drops it), / filters
// (Enter keeps the filter, Esc clears it), q saves and quits. A change is saved 300 ms after the
// last one, as the app does, by writing a new file and renaming it over the old one.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type item struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Checked bool   `json:"checked"`
}

type listFile struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Items   []item `json:"items"`
}

type mode int

const (
	browsing mode = iota
	editing
	filtering
)

const saveDelay = 300 * time.Millisecond

type saveDue int
type saved struct{ err error }

type model struct {
	path          string
	list          listFile
	matches       []int // indices into list.Items shown, in order; nil shows every item
	query         string
	mode          mode
	input         string
	cursor        int
	offset        int
	width, height int
	generation    int
	failure       error
}

var (
	headerStyle = lipgloss.NewStyle().Bold(true)
	cursorStyle = lipgloss.NewStyle().Reverse(true)
	doneStyle   = lipgloss.NewStyle().Faint(true)
	statusStyle = lipgloss.NewStyle().Reverse(true)
)

func (m model) Init() tea.Cmd { return nil }

func (m model) rows() int {
	if m.matches != nil {
		return len(m.matches)
	}
	return len(m.list.Items)
}

func (m model) index(row int) int {
	if m.matches != nil {
		return m.matches[row]
	}
	return row
}

func (m model) listHeight() int {
	if m.height < 3 {
		return 1
	}
	return m.height - 2
}

func (m *model) moveCursor(by int) {
	m.cursor += by
	if m.cursor >= m.rows() {
		m.cursor = m.rows() - 1
	}
	if m.cursor < 0 {
		m.cursor = 0
	}
	if m.cursor < m.offset {
		m.offset = m.cursor
	}
	if m.cursor >= m.offset+m.listHeight() {
		m.offset = m.cursor - m.listHeight() + 1
	}
}

// changed counts a change and returns the command that saves it unless another follows within
// saveDelay. NB: call it before the `return m, …` that hands the model back, since Go does not
// order reading `m` against the call within one return statement.
func (m *model) changed() tea.Cmd {
	m.generation++
	generation := m.generation
	return tea.Tick(saveDelay, func(time.Time) tea.Msg { return saveDue(generation) })
}

func (m model) save() tea.Cmd {
	snapshot := m.list
	snapshot.Items = append([]item(nil), m.list.Items...)
	path := m.path
	return func() tea.Msg { return saved{write(path, snapshot)} }
}

func write(path string, list listFile) error {
	data, err := json.Marshal(list)
	if err != nil {
		return err
	}
	file, err := os.CreateTemp(filepath.Dir(path), ".list-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(file.Name())
	if _, err := file.Write(data); err != nil {
		file.Close()
		return err
	}
	if err := file.Sync(); err != nil {
		file.Close()
		return err
	}
	if err := file.Close(); err != nil {
		return err
	}
	return os.Rename(file.Name(), path)
}

func (m *model) filter(query string) {
	lower := strings.ToLower(query)
	candidates := m.matches
	if candidates == nil || !strings.HasPrefix(lower, strings.ToLower(m.query)) {
		candidates = make([]int, len(m.list.Items))
		for i := range candidates {
			candidates[i] = i
		}
	}
	matches := make([]int, 0, len(candidates))
	for _, i := range candidates {
		if strings.Contains(strings.ToLower(m.list.Items[i].Name), lower) {
			matches = append(matches, i)
		}
	}
	m.query, m.matches = query, matches
	m.cursor, m.offset = 0, 0
}

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.moveCursor(0)
	case saveDue:
		if int(msg) == m.generation {
			return m, m.save()
		}
	case saved:
		m.failure = msg.err
	case tea.KeyMsg:
		switch m.mode {
		case editing:
			return m.edit(msg)
		case filtering:
			return m.typeFilter(msg)
		default:
			return m.browse(msg)
		}
	}
	return m, nil
}

func (m model) browse(key tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch key.String() {
	case "j", "down":
		m.moveCursor(1)
	case "k", "up":
		m.moveCursor(-1)
	case "x", " ":
		if m.rows() > 0 {
			i := m.index(m.cursor)
			m.list.Items[i].Checked = !m.list.Items[i].Checked
			save := m.changed()
			return m, save
		}
	case "e":
		if m.rows() > 0 {
			m.mode, m.input = editing, m.list.Items[m.index(m.cursor)].Name
		}
	case "/":
		m.mode, m.input = filtering, m.query
	case "esc":
		m.matches, m.query = nil, ""
		m.moveCursor(0)
	case "q", "ctrl+c":
		m.failure = write(m.path, m.list)
		return m, tea.Quit
	}
	return m, nil
}

func (m model) edit(key tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch key.Type {
	case tea.KeyEnter:
		m.mode = browsing
		m.list.Items[m.index(m.cursor)].Name = m.input
		save := m.changed()
		return m, save
	case tea.KeyEsc:
		m.mode = browsing
	case tea.KeyBackspace:
		if r := []rune(m.input); len(r) > 0 {
			m.input = string(r[:len(r)-1])
		}
	case tea.KeyRunes, tea.KeySpace:
		m.input += string(key.Runes)
	}
	return m, nil
}

func (m model) typeFilter(key tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch key.Type {
	case tea.KeyEnter:
		m.mode = browsing
	case tea.KeyEsc:
		m.mode, m.matches, m.query = browsing, nil, ""
		m.moveCursor(0)
	case tea.KeyBackspace:
		if r := []rune(m.input); len(r) > 0 {
			m.input = string(r[:len(r)-1])
			m.filter(m.input)
		}
	case tea.KeyRunes, tea.KeySpace:
		m.input += string(key.Runes)
		m.filter(m.input)
	}
	return m, nil
}

func grouped(n int) string {
	digits := fmt.Sprint(n)
	var out strings.Builder
	for i, digit := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			out.WriteByte(',')
		}
		out.WriteRune(digit)
	}
	return out.String()
}

func (m model) View() string {
	if m.width == 0 {
		return ""
	}
	var view strings.Builder
	view.WriteString(headerStyle.Render(fit("Shopping list", m.width)))
	view.WriteByte('\n')
	for row := m.offset; row < m.offset+m.listHeight(); row++ {
		if row < m.rows() {
			entry := m.list.Items[m.index(row)]
			box := "[ ] "
			if entry.Checked {
				box = "[x] "
			}
			name := entry.Name
			if m.mode == editing && row == m.cursor {
				name = m.input + "▏"
			}
			line := fit(" "+box+name, m.width)
			switch {
			case row == m.cursor:
				line = cursorStyle.Render(line)
			case entry.Checked:
				line = doneStyle.Render(line)
			}
			view.WriteString(line)
		}
		view.WriteByte('\n')
	}
	var status string
	switch m.mode {
	case filtering:
		status = "/" + m.input + "▏"
	case editing:
		status = "editing: Enter keeps, Esc drops"
	default:
		basket := 0
		for _, entry := range m.list.Items {
			if entry.Checked {
				basket++
			}
		}
		status = fmt.Sprintf("%s items · %s in basket", grouped(len(m.list.Items)), grouped(basket))
		if m.matches != nil {
			status += fmt.Sprintf(" · %s match %q", grouped(len(m.matches)), m.query)
		}
		if m.failure != nil {
			status += " · not saved: " + m.failure.Error()
		}
	}
	view.WriteString(statusStyle.Render(fit(status, m.width)))
	return view.String()
}

// fit pads or cuts `text` to `width` columns (every character here is one column wide).
func fit(text string, width int) string {
	runes := []rune(text)
	if len(runes) > width {
		return string(runes[:width])
	}
	return text + strings.Repeat(" ", width-len(runes))
}

func main() {
	if len(os.Args) != 3 || os.Args[1] != "--file" {
		fmt.Fprintln(os.Stderr, "usage: bubbletea-list --file LIST.json")
		os.Exit(2)
	}
	path := os.Args[2]
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var list listFile
	if err := json.Unmarshal(data, &list); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	final, err := tea.NewProgram(model{path: path, list: list}, tea.WithAltScreen()).StartReturningModel()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if failure := final.(model).failure; failure != nil {
		fmt.Fprintln(os.Stderr, "not saved:", failure)
		os.Exit(1)
	}
}
