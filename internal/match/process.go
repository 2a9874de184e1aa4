package match

import (
	"bufio"
	"errors"
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/seqref/seqref/protocol"
)

// MaxLine is the longest line a bot may write, newline included; a longer
// one is garbage.
const MaxLine = 64 << 10

// process is a running bot: its own process group, so that killing the
// group ends every process the bot started, and pipes with deadlines, so
// that no read or write waits longer than the referee allows.
type process struct {
	cmd   *exec.Cmd
	group processGroup // the bot and every process it starts
	in    *pipeEnd     // the write end of the bot's standard input
	out   *pipeEnd     // the read end of its standard output
	rd    *bufio.Reader
	errs  *tail // the end of its standard error
	errR  *os.File
	done  chan struct{} // closed once the process has exited and been reaped
	err   error         // how it exited, once done is closed
	bot   int           // the bot it runs, an index into Config.Bots
	info  info          // its info lines of the game
	// name is the name the bot gave in the handshake; empty until then,
	// and once it may not play again.
	name string
	// errsDone is closed once its standard error is read to the end.
	errsDone chan struct{}
}

// startProcess starts command with the shell (shellCommand), in a process
// group of its own (processGroup: a job object on Windows), with env as
// its environment (the referee's when nil); the referee busy-waits for its
// lines for spin before it sleeps.
func startProcess(command string, env []string, spin time.Duration) (*process, error) {
	stdin, in, err := newPipe(true)
	if err != nil {
		return nil, err
	}
	stdout, out, err := newPipe(false)
	if err != nil {
		closeAll([]*os.File{stdin})
		in.Close()
		return nil, err
	}
	errR, stderr, err := os.Pipe()
	if err != nil {
		closeAll([]*os.File{stdin, stdout})
		in.Close()
		out.Close()
		return nil, err
	}
	cmd := shellCommand(command)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	cmd.Env = env
	out.spin = spin
	var group processGroup
	err = cmd.Start()
	if err == nil {
		err = group.join(cmd.Process)
	}
	closeAll([]*os.File{stdin, stdout, stderr}) // the child's ends
	if err != nil {
		if cmd.Process != nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
		in.Close()
		out.Close()
		errR.Close()
		return nil, err
	}
	p := &process{cmd: cmd, group: group, in: in, out: out, errR: errR, errs: new(tail), errsDone: make(chan struct{}), done: make(chan struct{})}
	p.rd = bufio.NewReaderSize(p.out, MaxLine)
	go func() {
		_, _ = io.Copy(p.errs, p.errR)
		close(p.errsDone)
	}()
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// assignments matches the variable assignments that may start a command.
var assignments = regexp.MustCompile(`^\s*(?:[A-Za-z_][A-Za-z0-9_]*=[^\s'"|&;<>()$\x60\\]*\s+)*`)

var assignment = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)

// execIn makes a command that runs one program replace the shell (exec)
// rather than run as its child, so that the bot is the process the
// referee talks to: a shell that waits for its child holds the bot's
// output open, and would hide that the bot closed it. A command with
// pipes, lists or redirections runs under the shell as written.
func execIn(command string) string {
	if strings.ContainsAny(command, "|&;<>()`\n") {
		return command
	}
	n := len(assignments.FindString(command))
	if assignment.MatchString(command[n:]) {
		return command // an assignment too complex to step over
	}
	return command[:n] + "exec " + command[n:]
}

func closeAll(files []*os.File) {
	for _, f := range files {
		if f != nil {
			f.Close()
		}
	}
}

// send writes b to the bot, failing once the deadline passes.
func (p *process) send(b []byte, deadline time.Time) *Fault {
	p.in.deadline = deadline
	if _, err := p.in.Write(b); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return &Fault{Kind: Deaf, Detail: "did not read its input"}
		}
		return p.fault(Crashed, err)
	}
	return nil
}

// receive reads the bot's next line that is neither blank nor an info line,
// without its newline, failing once the deadline passes. Info lines are
// kept, and shown when the match shows them.
func (p *process) receive(deadline time.Time) (string, *Fault) {
	p.out.deadline = deadline
	for {
		line, err := p.rd.ReadSlice('\n')
		switch {
		case errors.Is(err, os.ErrDeadlineExceeded):
			return "", &Fault{Kind: TimedOut}
		case errors.Is(err, bufio.ErrBufferFull):
			return "", &Fault{Kind: Garbage, Detail: fmt.Sprintf("wrote a line longer than %d bytes", MaxLine)}
		case err == io.EOF && len(line) == 0:
			return "", p.fault(Closed, nil)
		case err != nil && err != io.EOF:
			return "", p.fault(Crashed, err)
		}
		if text := strings.TrimSpace(string(line)); protocol.IsInfo(text) {
			p.info.add(text)
		} else if text != "" {
			return text, nil
		}
		if err == io.EOF {
			return "", p.fault(Closed, nil)
		}
	}
}

// fault describes a bot that stopped answering: how it exited when it has
// (waiting a moment for it), else kind with err.
func (p *process) fault(kind FaultKind, err error) *Fault {
	select {
	case <-p.done:
	case <-time.After(100 * time.Millisecond):
	}
	f := &Fault{Kind: kind}
	select {
	case <-p.done:
		f.Kind = Crashed
		f.Detail = "exited"
		var ee *exec.ExitError
		if errors.As(p.err, &ee) {
			f.Detail = "exited: " + ee.ProcessState.String()
		} else if p.err == nil {
			f.Detail = "exited: exit status 0"
		}
	default:
		if err != nil {
			f.Detail = err.Error()
		}
	}
	if f.Kind == Crashed {
		// What it wrote last may still be in the pipe.
		select {
		case <-p.errsDone:
		case <-time.After(100 * time.Millisecond):
		}
	}
	if last := p.errs.lastLine(); last != "" {
		if f.Detail != "" {
			f.Detail += "; "
		}
		f.Detail += "its last error line: " + safetext.Quote(last)
	}
	return f
}

// stop tells the bot to quit and closes its input, lets it exit within
// grace, then kills its process group, so that nothing it started
// survives, and reaps it.
func (p *process) stop(grace time.Duration) {
	_ = p.send(protocol.AppendQuit(nil), time.Now().Add(10*time.Millisecond))
	p.in.Close()
	select {
	case <-p.done:
	case <-time.After(grace):
	}
	// The group outlives its leader while any member runs; killing it
	// after the leader exited ends the children it left behind.
	p.group.kill(p.cmd.Process)
	<-p.done
	p.out.Close()
	p.errR.Close()
}

// tail keeps the last bytes written to it: the end of a bot's standard
// error, for saying why it failed.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailBytes = 512

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailBytes {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailBytes:]...)
	}
	return len(b), nil
}

// lastLine is the last line that is not blank, at most 200 bytes of it.
func (t *tail) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if len(last) > 200 {
		last = last[:200] + "…"
	}
	return strings.ToValidUTF8(last, "?")
}
