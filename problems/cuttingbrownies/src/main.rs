fn main() {
    gamecore::judge::run(cuttingbrownies::solve);
}
