fn main() {
    gamecore::judge::run(luogu2252::solve);
}
