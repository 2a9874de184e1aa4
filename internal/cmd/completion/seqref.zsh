#compdef seqref
# zsh completion for seqref. Load it with
#   source <(seqref completion zsh)
# after compinit, or save it as _seqref in a folder of $fpath.
_seqref() {
    local -a reply
    reply=("${(@f)$(seqref __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
    if [[ -n "${reply[1]}" ]]; then
        compadd -- "${reply[@]}"
    else
        _files
    fi
}
compdef _seqref seqref
