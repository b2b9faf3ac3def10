fn main() {
    gamecore::judge::run(poj1704::solve);
}
