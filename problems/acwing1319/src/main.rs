fn main() {
    gamecore::judge::run(acwing1319::solve);
}
