fn main() {
    gamecore::judge::run(gerald08::solve);
}
