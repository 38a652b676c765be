/** The products screen (issue 19): list with availability and labels, form with price preview. */
export { PRODUCT_SCREEN } from './product-screen';
export { pricePreview, previewProduct, initialChoice, type PricePreview, type PreviewChoice } from './price-preview';
