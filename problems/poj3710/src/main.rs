fn main() {
    gamecore::judge::run(poj3710::solve);
}
