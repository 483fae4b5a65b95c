export { Component } from '../../app/pages/ComingSoonPage';
