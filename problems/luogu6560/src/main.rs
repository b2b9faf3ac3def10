fn main() {
    gamecore::judge::run(luogu6560::solve);
}
