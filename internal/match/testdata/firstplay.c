/*
 * firstplay is a bot that costs next to nothing: it turns in the first dead
 * card the referee lists (once a turn), else plays the first play of the
 * plays line, else passes. It measures what a match costs when the bots do
 * not (docs/match.md, "Speed"):
 *
 *   cc -O2 -o firstplay internal/match/testdata/firstplay.c
 *   seqref match --bot ./firstplay --bot ./firstplay --games 400
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char buf[1 << 20];
static int len, pos;

/* line returns the next line without its newline, or NULL at the end. */
static char *line(void)
{
	for (;;) {
		char *nl = memchr(buf + pos, '\n', len - pos);
		if (nl) {
			char *l = buf + pos;
			*nl = 0;
			pos = nl - buf + 1;
			return l;
		}
		memmove(buf, buf + pos, len - pos);
		len -= pos;
		pos = 0;
		int n = read(0, buf + len, sizeof buf - len);
		if (n <= 0)
			return NULL;
		len += n;
	}
}

static void say(const char *text) { write(1, text, strlen(text)); }

int main(void)
{
	char answer[64], dead[16] = "", play[32] = "";
	int turnedIn = 0;
	char *l;
	while ((l = line())) {
		if (!strncmp(l, "seqref ", 7))
			say("bot firstplay\n");
		else if (!strncmp(l, "dead", 4))
			dead[0] = 0, sscanf(l + 4, "%15s", dead);
		else if (!strncmp(l, "plays", 5))
			play[0] = 0, sscanf(l + 5, "%31s", play);
		else if (!strcmp(l, "go")) {
			if (dead[0] && !turnedIn)
				snprintf(answer, sizeof answer, "dead %s\n", dead), turnedIn = 1;
			else
				snprintf(answer, sizeof answer, "%s\n", play[0] ? play : "pass"), turnedIn = 0;
			say(answer);
		} else if (!strncmp(l, "end", 3))
			turnedIn = 0;
		else if (!strcmp(l, "quit"))
			return 0;
	}
	return 0;
}
