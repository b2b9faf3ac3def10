fn main() {
    cuttingbrownies::run();
}
