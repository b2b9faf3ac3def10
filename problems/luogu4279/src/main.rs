fn main() {
    gamecore::judge::run(luogu4279::solve);
}
