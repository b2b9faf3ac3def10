fn main() {
    gamecore::judge::run(luogu4225::solve);
}
