fn main() {
    gamecore::judge::run(cf786a::solve);
}
