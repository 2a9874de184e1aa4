#!/usr/bin/env python3
"""A minimal Sequence bot for `seqref match`, to copy and make smarter.

It speaks the protocol of docs/protocol.md: it turns in a dead card when it
holds one, then plays a random legal play, or passes when it has none.

    seqref match --bot "python3 examples/bots/random_bot.py" --bot "seqref bot random"
"""
import random
import sys


def choose(view):
    """The turn to play. view maps the first word of each line sent before
    `go` to the rest of that line, split: view["plays"] lists every legal
    play (["7H@D6", "JDxE5", ...]), view["situation"] the board, sequences,
    ruleset, seating, your seat, your hand and the pile (docs/notation.md),
    view["game"] the ruleset, the seating and your seat."""
    plays = view.get("plays", [])
    return random.choice(plays) if plays else "pass"


def main():
    view, game, turned_in = {}, [], False
    for line in sys.stdin:
        word, _, rest = line.strip().partition(" ")
        if word == "seqref":  # the handshake: say who you are
            print("bot random.py", flush=True)
        elif word == "game":
            game = rest.split()
        elif word == "go":  # your turn: answer one line
            view["game"] = game
            if view.get("dead") and not turned_in:
                answer, turned_in = "dead " + view["dead"][0], True  # see its replacement first
            else:
                answer, turned_in = choose(view), False
            print(answer, flush=True)
            view = {}
        elif word == "quit":
            return
        elif word != "seen":  # what the others did; this bot does not look
            view[word] = rest.split()


if __name__ == "__main__":
    main()
