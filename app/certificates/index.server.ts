// The server half of app/certificates/'s public entry (its *.server modules); the rest is index.ts.
export { renderCertificatePng } from './server/certificate-image.server'
export { certificateNotFound, loadCertificatePage } from './server/certificate-page.server'
export { certificatesOnLearningBus } from './server/on-learning-bus.server'
export { findPublicCertificate, listOwnCertificates } from './server/public-certificate.server'
