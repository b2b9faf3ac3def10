fn main() {
    gamecore::judge::run(bzoj4600::solve);
}
