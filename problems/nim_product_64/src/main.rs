fn main() {
    gamecore::judge::run(nim_product_64::solve);
}
